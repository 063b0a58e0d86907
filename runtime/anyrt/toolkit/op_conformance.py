"""Operator cases of the conformance suite, built from each operator's spec entry alone
(anyrt._gen.spec_data.OPERATORS, its `conformance:` part for sizes, values, attributes and
tolerances): operands in a given layout on the backend's device, the run, and the comparison of
every output with its NumPy reference (op_reference.py); and every way its rules refuse a
descriptor or a run. Nothing here knows an operator by name."""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import numpy as np
import pytest

from anyrt._cffi import ffi, lib
from anyrt._errors import Error, InvalidHandleError, InvalidValueError, PerformanceWarning
from anyrt._gen import _raw
from anyrt._gen.spec_data import DTYPE, OPERATORS
from anyrt._op_shapes import FORMULAS, output_shape, trailing
from anyrt.tensor import bf16_to_float32, float32_to_bf16
from anyrt.toolkit.op_reference import REFERENCES

LAYOUTS = ("contiguous", "strided", "broadcast", "optional_absent")


def layouts(opname: str) -> tuple[str, ...]:
    """The layouts an operator has: broadcast only where an input has leading dims to broadcast to an
    output's (histc's x has "..." and its y none: x is read whole); optional_absent (contiguous, every
    optional tensor left out) only where it has optional tensors."""
    op = cast(dict[str, Any], OPERATORS[opname])
    has_batch_input = any(t["role"] == "in" and t["batch"] and not t["unused"] for t in op["tensors"]) and \
        any(t["role"] == "out" and t["batch"] for t in op["tensors"])
    has_optional = any(t["optional"] for t in op["tensors"])
    return tuple(lay for lay in LAYOUTS if (lay != "broadcast" or (has_batch_input and not op["reduces"])) and
                 (lay != "optional_absent" or has_optional))


# A reduction's input in its conformance cases, and the dims each layout reduces: an outer and the inner
# dim (contiguous), the middle one alone (strided: the kept innermost dim's walk)
REDUCTION_INPUT = (3, 4, 5)
REDUCED_DIMS = {"contiguous": (0, 2), "strided": (1,)}


def reduction_shapes(op: dict[str, Any], layout: str) -> dict[str, tuple[int, ...]]:
    x = REDUCTION_INPUT
    kept = tuple(1 if d in REDUCED_DIMS[layout] else n for d, n in enumerate(x))
    return {t["name"]: x if t["name"] == op["reduces"] else kept for t in op["tensors"]}


def cases(opname: str) -> list[tuple[str, str]]:
    """(dtype, layout) runs of an operator: every dtype contiguous, and the other layouts in a half
    and a single precision float (or the first dtype): their index walks do not depend on the dtype,
    which the kernels' own tests (tests/test_kernels.py) cover in full."""
    dtypes = cast(dict[str, Any], OPERATORS[opname])["dtypes"]
    strided = [d for d in ("float16", "float32") if d in dtypes] or [dtypes[0]]
    return [(d, "contiguous") for d in dtypes] + [(d, lay) for lay in layouts(opname)[1:] for d in strided]
# dtype -> (NumPy storage dtype, atol, rtol); bfloat16 is stored as its bits
STORAGE: dict[str, tuple[Any, float, float]] = {
    "float16": (np.float16, 2e-3, 4e-3), "bfloat16": (np.uint16, 2e-2, 2e-2), "float32": (np.float32, 1e-5, 1e-5),
    "float64": (np.float64, 1e-12, 1e-12), "int32": (np.int32, 0, 0), "int64": (np.int64, 0, 0),
    "uint32": (np.uint32, 0, 0), "uint64": (np.uint64, 0, 0), "int8": (np.int8, 0, 0), "int16": (np.int16, 0, 0),
    "uint8": (np.uint8, 0, 0), "uint16": (np.uint16, 0, 0), "bool": (np.bool_, 0, 0), "byte": (np.uint8, 0, 0),
}
FLOATS = {"float16", "bfloat16", "float32", "float64"}


def encode(values: np.ndarray, dtype: str) -> np.ndarray:
    if dtype == "bfloat16":
        return float32_to_bf16(values)
    return values.astype(STORAGE[dtype][0])


def decode(stored: np.ndarray, dtype: str) -> np.ndarray:
    if dtype == "bfloat16":
        return bf16_to_float32(stored).astype(np.float64)
    if dtype in FLOATS:
        return stored.astype(np.float64)
    return stored.astype(np.int64)


@dataclass
class Tensor:
    """One operand: a host view into `base` (what the device buffer mirrors) and its device copy."""

    name: str
    dtype: str
    base: np.ndarray  # contiguous storage, whole buffer
    view: np.ndarray  # the operand's elements in `base`
    device: int = 0  # address of base on the device

    @property
    def offset(self) -> int:
        return self.view.__array_interface__["data"][0] - self.base.__array_interface__["data"][0]

    @property
    def strides(self) -> list[int]:
        return [s // self.base.itemsize for s in self.view.strides]


def sizes_for(op: dict[str, Any]) -> dict[str, int]:
    """A size per named dim: the entry's `conformance.sizes`, else distinct, twice n where a tensor
    takes size/n (8 for size/2), meeting `require`."""
    divs: dict[str, int] = {}
    for t in op["tensors"]:
        for sym, _lit, div, _add in t["dims"]:
            if sym and div > 1:
                divs[sym] = max(divs.get(sym, 1), div)
    out: dict[str, int] = {}
    pick = iter((5, 6, 7, 9, 11, 13, 3))
    for t in op["tensors"]:
        for sym, *_ in t["dims"]:
            if sym and sym not in out and sym not in op["conformance"]["sizes"]:
                out[sym] = max(8, 2 * divs[sym]) if sym in divs else next(pick)
    for s in (s for r in op["require"] for s in (r[0], *r[2].split("+"))):  # an int attribute's size
        if s not in out and s not in op["conformance"]["sizes"]:
            out[s] = next(pick)
    out |= op["conformance"]["sizes"]
    for lhs, rel, rhs in op["require"]:
        if lhs in op["conformance"]["sizes"]:
            continue  # given: the entry meets its own requirements
        want = sum(out[s] for s in rhs.split("+"))  # a size, or the sum of two ("pos+s")
        out[lhs] = {">=": want + 2, ">": want + 1, "<=": max(1, want - 2), "<": max(1, want - 1),
                    "==": want, "multiple_of": want * 2}[rel]
    return out


def shapes_for(op: dict[str, Any], sizes: dict[str, Any], attrs: dict[str, Any] | None = None) -> \
        dict[str, tuple[int, ...]]:
    """Inputs of these sizes (a dim group's: a list) with 1 ("batch: 1") or 2 leading dims where they
    have "..."; outputs shaped by the operator's rule (anyrt._op_shapes), derived groups from `attrs`;
    an output whose "..." no input has (the random family's, the caller's) gets those leading dims."""
    lead = (2,) if op["batch"] == 1 else (2, 3) if op["batch"] is None else ()
    sizes = dict(sizes)
    known = {**sizes, **(attrs or {})}
    for name, (formula, args) in op["derived"].items():  # a derived group an input names (a gradient's dy)
        if name not in sizes and any(t["role"] == "in" and t.get("group") == name for t in op["tensors"]):
            rank = len(next(known[a] for a in args if isinstance(known.get(a), (list, tuple))))
            sizes[name] = [FORMULAS[formula](*(known[a][k] for a in args)) for k in range(rank)]
    out = {t["name"]: (lead if t["batch"] else ()) + trailing(t, sizes) for t in op["tensors"] if t["role"] == "in"}
    own_lead = not any(t["batch"] for t in op["tensors"] if t["role"] == "in")
    for i, t in enumerate(op["tensors"]):
        if t["role"] == "out":
            shape = output_shape(op["tensors"], i, out, {**sizes, **(attrs or {})}, op["derived"])
            out[t["name"]] = (lead if t["batch"] and own_lead else ()) + shape
    return dict(sorted(out.items(), key=lambda kv: [t["name"] for t in op["tensors"]].index(kv[0])))


def values_for(op: dict[str, Any], name: str, shape: tuple[int, ...], dtype: str, sizes: dict[str, int],
               rng: np.random.Generator) -> np.ndarray:
    """Operand values the operator is meaningful on: its `conformance.values` for the tensor ([lo, hi]
    with named sizes, or products of them ("nb*bs"), resolved, integers' hi exclusive; a third item
    `distinct`: integers without repeats, `offsets`: lo, sorted values, hi (a packed batch's starts);
    or `distinct` alone: no two equal), else uniform in [-2, 2] for floats, [-50, 50) for signed and
    [0, 50) for unsigned integers."""
    how = op["conformance"]["values"].get(name)
    if how == "distinct":
        return rng.permutation(np.linspace(-2.0, 2.0, int(np.prod(shape)))).reshape(shape)
    if how is not None:
        lo, hi = (int(np.prod([sizes[f] for f in b.split("*")])) if isinstance(b, str) else b for b in how[:2])
        if len(how) == 3 and how[2] == "offsets":  # lo, sorted values, hi: where each packed sequence starts
            inner = np.sort(rng.integers(int(lo), int(hi) + 1, size=max(int(np.prod(shape)) - 2, 0)))
            return np.concatenate([[lo], inner, [hi]])[: int(np.prod(shape))].reshape(shape)
        if len(how) == 3:  # distinct integers: indices that must not collide (two tokens' cache slots)
            return rng.choice(np.arange(int(lo), int(hi)), size=shape, replace=False)
        return rng.uniform(lo, hi, size=shape) if dtype in FLOATS else rng.integers(int(lo), int(hi), size=shape)
    if dtype not in FLOATS:
        return rng.integers(-50, 50, size=shape) if dtype.startswith("int") else rng.integers(0, 50, size=shape)
    return rng.uniform(-2.0, 2.0, size=shape)


def tolerance(op: dict[str, Any], dtype: str) -> tuple[float, float]:
    """(atol, rtol) of an output of `dtype`: the entry's own for the dtype, else STORAGE's, times its scale."""
    conf = op["conformance"]
    atol, rtol = conf["tolerances"].get(dtype, STORAGE[dtype][1:])
    return atol * conf["tolerance_scale"], rtol * conf["tolerance_scale"]


def _layout(shape: tuple[int, ...], storage: Any, layout: str, must_be_contiguous: bool) -> tuple[np.ndarray, np.ndarray]:
    """(base, view) of `shape`: contiguous; or strided (last two dims transposed, or every second element)."""
    if layout != "strided" or must_be_contiguous or len(shape) == 0:
        base = np.zeros(shape, dtype=storage)
        return base.reshape(-1), base
    if len(shape) >= 2:
        t = list(range(len(shape)))
        t[-1], t[-2] = t[-2], t[-1]
        base = np.zeros([shape[i] for i in t], dtype=storage)
        return base.reshape(-1), base.transpose(t)
    base = np.zeros(shape[0] * 2, dtype=storage)
    return base, base[::2]


class OpCase:
    """One operator run on the harness's device: build, run, compare; or break one rule."""

    def __init__(self, harness: Any, opname: str, dtype: str, layout: str = "contiguous", seed: int = 0) -> None:
        self.h = harness
        self.opname = opname
        self.op = cast(dict[str, Any], OPERATORS[opname])
        self.dtype = dtype
        self.layout = layout
        self.rng = np.random.default_rng(seed)
        self.sizes = sizes_for(self.op)
        self.attrs = {a["name"]: self._attr_value(a) for a in self.op["attrs"]}
        self.shapes = shapes_for(self.op, self.sizes, self.attrs)
        if self.op["reduces"]:
            self.shapes = reduction_shapes(self.op, layout if layout in REDUCED_DIMS else "contiguous")
        if layout == "broadcast":
            self._broadcast_one_input()
        self.tensors: dict[str, Tensor] = {}
        for spec_t in self.op["tensors"]:
            name = spec_t["name"]
            if spec_t["optional"] and layout == "optional_absent":
                continue  # a NULL descriptor and pointer
            tdtype = self._tensor_dtype(name, spec_t["dtypes"])
            base, view = _layout(self.shapes[name], STORAGE[tdtype][0], layout, spec_t["contiguous"])
            view[...] = encode(values_for(self.op, name, self.shapes[name], tdtype, self.sizes, self.rng), tdtype)
            self.tensors[name] = Tensor(name, tdtype, base, view)

    # ---- construction

    def _first_out(self) -> str:
        return next(t["name"] for t in self.op["tensors"] if t["role"] == "out")

    def _outputs(self) -> list[str]:
        return [t["name"] for t in self.op["tensors"] if t["role"] == "out" and t["name"] in self.tensors]

    def _tensor_dtype(self, name: str, dtypes: tuple[str, ...] | None) -> str:
        """A tensor of its own dtypes takes the case's dtype where it may, else int64, else its first."""
        if dtypes is None or self.dtype in dtypes:
            return self.dtype
        return "int64" if "int64" in dtypes else dtypes[0]

    def _broadcast_one_input(self) -> None:
        """The first input with leading dims gets 1s there (stride 0 after broadcasting), or loses them."""
        for t in self.op["tensors"]:
            name = t["name"]
            if t["role"] == "in" and t["batch"] and self.shapes[name][: len(self.shapes[name]) - len(t["dims"])]:
                lead = len(self.shapes[name]) - len(t["dims"])
                shape = self.shapes[name]
                self.shapes[name] = (1,) * lead + shape[lead:] if lead == 1 else shape[1:]
                return
        pytest.skip(f"{self.opname} has no input whose leading dims broadcast")

    def _attr_value(self, a: dict[str, Any]) -> Any:
        """The entry's `conformance.layout_attrs` for this layout, else its `conformance.attrs`, else the
        default (an int_array's: once per dim of the dim groups the entry sizes)."""
        name, type_ = a["name"], a["type"]
        if type_ == "int" and name in self.sizes:  # the attribute gives that size (an implied tensor's dim)
            return self.sizes[name]
        conf = self.op["conformance"]
        default = a["default"]
        if type_ == "int_array":
            default = [default] * next(len(v) for v in self.sizes.values() if isinstance(v, list))
        value = conf["layout_attrs"].get(self.layout, {}).get(name, conf["attrs"].get(name, default))
        if isinstance(value, str):
            return int(getattr(lib, f"ANYRT_{type_.upper()}_{value.upper()}"))
        return cast(float | int, value)

    # ---- device side

    def upload(self) -> None:
        for t in self.tensors.values():
            size = max(t.base.nbytes, 1)
            t.device = int(ffi.cast("uintptr_t", self.h.device_buffer(size)))
            if t.base.nbytes:
                _raw.memcpy(ffi.cast("void *", t.device), ffi.from_buffer(t.base), t.base.nbytes, lib.ANYRT_MEMCPY_KIND_H2D)

    def descriptors(self) -> list[Any]:
        out = []
        for spec_t in self.op["tensors"]:
            if spec_t["name"] not in self.tensors:
                out.append(None)
                continue
            t = self.tensors[spec_t["name"]]
            shape = ffi.new("int64_t[]", list(t.view.shape) or [0])
            strides = ffi.new("int64_t[]", t.strides or [0])
            d = _raw.create_tensor_desc(DTYPE[t.dtype], t.view.ndim, shape, strides)
            self.h.cleanup(lambda d=d: _raw.destroy_tensor_desc(d))
            out.append(d)
        return out

    def create(self, descs: list[Any] | None = None, **attrs: Any) -> Any:
        create_attrs = {a["name"]: attrs.get(a["name"], self.attrs[a["name"]]) for a in self.op["attrs"] if a["at"] == "create"}
        create_attrs |= {a["length"]: attrs[a["length"]] for a in self.op["attrs"] if a["length"] in attrs}  # an int_array's
        desc = getattr(_raw, f"create_{self.opname}_descriptor")(self.h.op_handle(), *(descs or self.descriptors()),
                                                                  **create_attrs)
        self.h.cleanup(lambda: _raw.destroy_op_desc(desc))
        return desc

    def run(self, desc: Any, workspace_size: int | None = None, stream: Any = None, **overrides: Any) -> None:
        need = _raw.get_op_workspace_size(desc)
        size = need if workspace_size is None else workspace_size
        ws = self.h.device_buffer(max(need, 1)) if need else None
        pointers = {t["name"]: overrides.get(t["name"], self.tensors[t["name"]].device + self.tensors[t["name"]].offset)
                    if t["name"] in self.tensors else 0 for t in self.op["tensors"]}
        call_attrs = {a["name"]: overrides.get(a["name"], self.attrs[a["name"]]) for a in self.op["attrs"] if a["at"] == "call"}
        getattr(_raw, self.opname)(desc, ws, size, *pointers.values(), **call_attrs, stream=stream)

    def download(self, name: str) -> np.ndarray:
        t = self.tensors[name]
        host = np.empty_like(t.base)
        if t.base.nbytes:
            _raw.memcpy(ffi.from_buffer(host), ffi.cast("void *", t.device), t.base.nbytes, lib.ANYRT_MEMCPY_KIND_D2H)
        return host

    # ---- the positive case

    def check(self) -> None:
        self.upload()
        desc = self.create()
        self.run(desc)
        _raw.synchronize_device()
        inputs = {name: decode(t.view, t.dtype) for name, t in self.tensors.items()}
        inputs = {name: np.broadcast_to(v, self._logical_shape(name)) for name, v in inputs.items()}
        ref = REFERENCES[self.op["reference"]]
        typed = "dtype" in inspect.signature(ref).parameters  # it depends on the case's dtype (op_reference.py)
        result = ref(inputs, self.attrs, dtype=self.dtype) if typed else ref(inputs, self.attrs)
        wants = result if isinstance(result, dict) else {self._first_out(): result}
        assert set(wants) <= set(self._outputs()), f"{self.opname}: its reference returned {sorted(wants)}"
        for out_name in self._outputs():
            self._compare(out_name, wants.get(out_name))

    def _compare(self, out_name: str, want: np.ndarray | None) -> None:
        """Output `out_name` equals `want` (None: the reference leaves it out; then only the bytes
        around its elements are checked), and nothing outside its elements was written."""
        out = self.tensors[out_name]
        host = self.download(out_name)
        where = f"{self.opname} on {self.h.backend}, {self.dtype}, {self.layout}, output {out_name}"
        if want is not None:
            got = decode(np.ndarray(out.view.shape, out.base.dtype, host, out.offset, out.view.strides), out.dtype)
            if out.dtype in FLOATS:
                atol, rtol = tolerance(self.op, out.dtype)
                np.testing.assert_allclose(got, want, atol=atol, rtol=rtol, err_msg=where)
            else:
                want_wrapped = np.asarray(want).astype(out.base.dtype).astype(np.int64)
                np.testing.assert_array_equal(got, want_wrapped, err_msg=where)
        untouched = np.ones(host.shape, bool)
        np.ndarray(out.view.shape, bool, untouched, out.offset // out.base.itemsize, tuple(
            s // out.base.itemsize for s in out.view.strides))[...] = False
        assert np.array_equal(host[untouched], out.base[untouched]), f"{where}: wrote outside the output's elements"

    def _logical_shape(self, name: str) -> tuple[int, ...]:
        """The shape an input has after broadcasting its leading dims to the output's."""
        spec = next(t for t in self.op["tensors"] if t["name"] == name)
        out = self.tensors[self._first_out()].view.shape
        own = self.tensors[name].view.shape
        if not spec["batch"] or spec["role"] == "out" or self.op["reduces"] or not self.op["tensors"][0]["batch"]:
            return own  # a reduction's input, or beside an output without "..." (histc reads x whole): as given
        out_lead = len(out) - len(next(t for t in self.op["tensors"] if t["role"] == "out")["dims"])
        return tuple(out[:out_lead]) + tuple(own[len(own) - len(spec["dims"]):])


def error_cases(opname: str) -> list[str]:
    """Every rule the operator's spec entry states, as the case that breaks it."""
    op = cast(dict[str, Any], OPERATORS[opname])
    cases = ["descriptor_after_destroy", "descriptor_of_another_operator", "null_operand"]
    out = next(t for t in op["tensors"] if t["role"] == "out")
    if out["batch"] or out["dims"]:
        cases.append("output_stride_zero")
    shared = [t["name"] for t in op["tensors"] if t["dtypes"] is None]
    if len(shared) >= 2:
        cases.append(f"dtype_of_{shared[1]}")
    if any(d not in op["dtypes"] and d != "invalid" for d in DTYPE):  # an operator of every dtype has none to refuse
        cases.append(f"dtype_outside_{shared[0]}")
    named = [sym for t in op["tensors"] for sym, *_ in t["dims"] if sym]
    cases += [f"dim_{sym}" for sym in dict.fromkeys(named) if named.count(sym) >= 2]
    cases += [f"ndim_{t['name']}" for t in op["tensors"] if not t["batch"]]
    cases += [f"attr_{a['name']}" for a in op["attrs"] if a["min"] is not None or a["max"] is not None or a["axis_of"]]
    groups = [t["group"] for t in op["tensors"] if t["group"]]
    cases += [f"group_{g}" for g in dict.fromkeys(groups) if g in op["derived"] or groups.count(g) >= 2]
    cases += [f"length_{n}" for n in dict.fromkeys(a["length"] for a in op["attrs"] if a["length"])]
    if op["reduces"]:  # an output dim neither the input's nor 1, and an output of another rank
        cases += ["reduced_dim", "reduced_rank"]
    return cases


def break_rule(harness: Any, opname: str, case: str) -> None:
    """Builds a valid case, breaks one rule, and expects the runtime to refuse it naming the argument."""
    op = cast(dict[str, Any], OPERATORS[opname])
    c = OpCase(harness, opname, op["dtypes"][0])
    c.upload()
    first_out = c._first_out()
    expect: tuple[type[Error], str]

    def refuse(fn: Callable[[], Any], error: type[Error], param: str) -> None:
        with pytest.raises(error) as info:
            fn()
        got = _raw.get_last_error()
        assert ffi.string(got.param).decode() == param, f"{opname}/{case}: blamed {ffi.string(got.param)!r}: {info.value}"

    if case == "descriptor_after_destroy":
        desc = getattr(_raw, f"create_{opname}_descriptor")(
            harness.op_handle(), *c.descriptors(), **{a["name"]: c.attrs[a["name"]] for a in op["attrs"] if a["at"] == "create"})
        _raw.destroy_op_desc(desc)
        refuse(lambda: c.run(desc), InvalidHandleError, "desc")
        return
    if case == "descriptor_of_another_operator":
        other_name = next(o for o, spec in OPERATORS.items() if o != opname and "float32" in spec["dtypes"])
        other = OpCase(harness, other_name, "float32")
        other.upload()
        desc = other.create()
        refuse(lambda: c.run(desc, **{}), InvalidValueError, "desc")
        return
    if case == "null_operand":
        desc = c.create()
        refuse(lambda: c.run(desc, **{first_out: 0}), InvalidValueError, first_out)
        return
    descs = c.descriptors()
    names = [t["name"] for t in op["tensors"]]
    expect = (InvalidValueError, first_out)

    def replace(name: str, dtype: str | None = None, shape: list[int] | None = None, strides: list[int] | None = None) -> None:
        t = c.tensors[name]
        sh = list(t.view.shape) if shape is None else shape
        st = t.strides if strides is None else strides
        d = _raw.create_tensor_desc(DTYPE[dtype or t.dtype], len(sh), ffi.new("int64_t[]", sh or [0]),
                                    ffi.new("int64_t[]", st or [0]))
        harness.cleanup(lambda: _raw.destroy_tensor_desc(d))
        descs[names.index(name)] = d

    if case == "output_stride_zero":
        t = c.tensors[first_out]
        if t.view.ndim == 0 or max(t.view.shape) < 2:
            pytest.skip(f"{opname}'s output has no dim longer than 1")
        dim = int(np.argmax(t.view.shape))
        replace(first_out, strides=[0 if i == dim else s for i, s in enumerate(t.strides)])
    elif case.startswith("dtype_of_"):
        name = case.removeprefix("dtype_of_")
        other = next(d for d in op["dtypes"] if d != c.tensors[name].dtype)
        replace(name, dtype=other)
        expect = (InvalidValueError, name)
    elif case.startswith("dtype_outside_"):
        name = case.removeprefix("dtype_outside_")
        outside = next(d for d in DTYPE if d not in op["dtypes"] and d not in ("invalid",))
        replace(name, dtype=outside)
        expect = (InvalidValueError, name)
    elif case.startswith("dim_"):
        sym = case.removeprefix("dim_")
        users = [(t["name"], i, d[2] == 1 and not d[3]) for t in op["tensors"] for i, d in enumerate(t["dims"]) if d[0] == sym]
        # the engine binds a size from the first dim naming it whole (else the first naming it): the
        # tensor to get wrong is the last other one, which the error then names
        binder = next((u for u in users if u[2]), users[0])
        name, j, _whole = next(u for u in reversed(users) if u != binder)
        t = c.tensors[name]
        spec_t = next(x for x in op["tensors"] if x["name"] == name)
        pos = j if spec_t["group"] else t.view.ndim - len(spec_t["dims"]) + j  # a group's dims come last
        shape = list(t.view.shape)
        shape[pos] += 2
        replace(name, shape=shape, strides=[int(np.prod(shape[i + 1:])) for i in range(len(shape))])
        expect = (InvalidValueError, name)
    elif case.startswith("ndim_"):
        name = case.removeprefix("ndim_")
        shape = [1, *c.tensors[name].view.shape]
        replace(name, shape=shape, strides=[int(np.prod(shape[i + 1:])) for i in range(len(shape))])
        expect = (InvalidValueError, name)
    elif case.startswith("group_"):  # the last tensor naming the group but the one it binds from gets it wrong
        group = case.removeprefix("group_")
        naming = [t for t in op["tensors"] if t["group"] == group]
        binder = None if group in op["derived"] else next((t for t in naming if t["role"] == "in"), naming[0])
        name = [t["name"] for t in naming if t is not binder][-1]
        shape = list(c.tensors[name].view.shape)
        shape[-1] += 1
        replace(name, shape=shape, strides=[int(np.prod(shape[i + 1:])) for i in range(len(shape))])
        expect = (InvalidValueError, name)
    elif case in ("reduced_dim", "reduced_rank"):
        shape = list(c.tensors[first_out].view.shape)
        shape = [shape[0] + 1, *shape[1:]] if case == "reduced_dim" else shape[1:]
        replace(first_out, shape=shape, strides=[int(np.prod(shape[i + 1:])) for i in range(len(shape))])
    elif case.startswith("length_"):
        length = case.removeprefix("length_")
        most = max(a["max_len"] for a in op["attrs"] if a["length"] == length)
        refuse(lambda: c.create(descs, **{length: most + 1}), InvalidValueError, length)
        return
    elif case.startswith("attr_"):
        name = case.removeprefix("attr_")
        attr = next(a for a in op["attrs"] if a["name"] == name)
        bad: Any = 99 if attr["axis_of"] else (attr["max"] + 1 if attr["max"] is not None else attr["min"] - 1)
        if attr["type"] == "int_array":  # its last value out of range
            bad = [*c.attrs[name][:-1], bad]
        if attr["at"] == "create":
            refuse(lambda: c.create(descs, **{name: bad}), InvalidValueError, name)
        else:
            desc = c.create(descs)
            refuse(lambda: c.run(desc, **{name: bad}), InvalidValueError, name)
        return
    else:
        raise AssertionError(f"unknown case {case}")
    refuse(lambda: c.create(descs), *expect)


def workspace_is_honest(harness: Any, opname: str) -> None:
    """A run with one byte less than the size the descriptor reports is refused, naming both sizes;
    where it reports 0, a run without workspace succeeds."""
    op = cast(dict[str, Any], OPERATORS[opname])
    c = OpCase(harness, opname, op["dtypes"][0])
    c.upload()
    desc = c.create()
    need = _raw.get_op_workspace_size(desc)
    if need == 0:
        c.run(desc, workspace_size=0)
        _raw.synchronize_device()
        return
    with pytest.raises(InvalidValueError, match=f"is {need - 1} bytes, but this {opname} needs {need}"):
        c.run(desc, workspace_size=need - 1)


def served_natively(harness: Any, opname: str) -> None:
    """The backend's own slot ran it, or (a backend without the slot) the portable kernel, announced."""
    c = OpCase(harness, opname, cast(dict[str, Any], OPERATORS[opname])["dtypes"][0])
    c.upload()
    desc = c.create()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PerformanceWarning)
        before = _fallback_pairs()
        c.run(desc)
        _raw.synchronize_device()
        fell_back = (harness.backend, f"op_{opname}") in _fallback_pairs() - before or any(
            f"op_{opname}" in str(w.message) for w in caught)
    if harness.native(f"op_{opname}"):
        assert not fell_back, f"{opname} on {harness.backend}: the backend has the slot, yet it fell back"


def _fallback_pairs() -> set[tuple[str, str]]:
    serial = ffi.new("int *")
    lib.anyrt_fallback_serial(serial)
    out = set()
    for i in range(serial[0]):
        info = _raw.get_fallback(i)
        out.add((ffi.string(info.backend).decode(), ffi.string(info.function).decode()))
    return out
