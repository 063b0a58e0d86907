"""What every generated `anyrt.ops` function does (generated/python/ops.py): take its operands as
Tensors, allocate the output it is not given (shape from the operator's dim patterns, remembered per
operand layouts so the next such call allocates and takes the path with `out`), find or make
the descriptor for these layouts (cached per operator, device, layouts and create-time attributes,
so a hot loop pays one C call), run it on the stream, and keep what the queued run uses alive."""

from __future__ import annotations

import operator
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from anyrt import _errors, _hot, _inflight, _state
from anyrt._cffi import ffi, lib
from anyrt._errors import Error, InvalidValueError, check_fallbacks, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import CAPTURE_MODE, DTYPE, OPERATORS
from anyrt._inflight import default_queue, note_use
from anyrt._layers import VALIDATING as _VALIDATING
from anyrt._op_shapes import NoOutput, output_shape, unbound
from anyrt.buffer import Buffer
from anyrt.device import Device, current_device
from anyrt.stream import keep_alive, stream_handle
from anyrt.tensor import DTYPES, Layout, Tensor, asarray, empty

# (operator, device kind) -> a Python implementation preferred over the backend's (anyrt.ops.register)
IMPLEMENTATIONS: dict[tuple[str, str], Callable[..., Any]] = {}
_CACHE_SIZE = 1024  # descriptors kept per process; beyond, a random one gives way (see _Descriptors)


@dataclass(frozen=True, slots=True)
class OpInfo:
    """An operator's spec entry as the library needs it, computed once at import."""

    name: str
    tensors: tuple[dict[str, Any], ...]
    attrs: tuple[dict[str, Any], ...]
    outputs: tuple[int, ...]  # positions of the outputs among the tensors
    inputs: tuple[int, ...]
    create_attrs: tuple[int, ...]  # positions among attrs (an int_array's length: after the attributes)
    call_attrs: tuple[int, ...]
    create: Callable[..., Any]
    run: Callable[..., Any]
    c_run: Callable[..., Any]  # the C function itself, for the fast path
    order: tuple[int, ...]  # per spec tensor: its position in (*outputs, *inputs)
    # every element of the output reads only the same element of each input (no axis, no named dims):
    # an input that is exactly the output is safe; any other overlap is not
    elementwise: bool
    hot: _hot.Op | None  # what the C hot path (anyrt._hot) needs; None: an operator it does not call
    arrays: tuple[int, ...] = ()  # positions of the int_array attributes (their one length follows the attributes)
    derived: dict[str, Any] | None = None  # derived dim groups: name -> (formula, args)
    # (operand layouts, attrs) -> (shape, dtype, device, generation) of the output a call without `out`
    # made: the next such call allocates it and takes the path with `out` (C's) without the shape rules
    made: dict[tuple[Any, ...], tuple[Any, ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, name: str) -> OpInfo:
        op = OPERATORS[name]
        tensors, attrs = tuple(op["tensors"]), tuple(op["attrs"])
        arrays = tuple(i for i, a in enumerate(attrs) if a["type"] == "int_array")
        outputs = tuple(i for i, t in enumerate(tensors) if t["role"] == "out")
        inputs = tuple(i for i, t in enumerate(tensors) if t["role"] == "in")
        create_attrs = tuple(i for i, a in enumerate(attrs) if a["at"] == "create") + ((len(attrs),) if arrays else ())
        call_attrs = tuple(i for i, a in enumerate(attrs) if a["at"] == "call")
        order = tuple(sorted(range(len(tensors)), key=lambda i: tensors[i]["role"] != "out").index(i)
                      for i in range(len(tensors)))
        elementwise = all(not t["dims"] and not t["group"] for t in tensors) and not any(a.get("axis_of") for a in attrs)
        # The C path calls signatures of outputs first, then inputs, with no call-time attribute or
        # gemm's two floats, and no int_array (its length is one more create-time argument); other
        # operators keep the Python hot loop below.
        hot = None
        if not arrays and outputs == tuple(range(len(outputs))) and len(outputs) <= 3 and len(tensors) <= 8 and (
                not call_attrs or (len(outputs), len(inputs), [attrs[i]["type"] for i in call_attrs]) ==
                (1, 2, ["float", "float"])):
            # what the C path needs to make a new layout's descriptor itself (_new_desc's checks): the create
            # by address, its attributes' C types ('' where one has another type: Python makes those),
            # the tensors whose dtype must agree, and each input's (position, named dims, leading dims?)
            types = "".join({"int": "i", "float": "f", "bool": "b"}.get(attrs[i]["type"], "?") for i in create_attrs)
            plain = "?" not in types and not any(t["group"] for t in tensors)
            hot = _hot.Op(name, int(ffi.cast("uintptr_t", ffi.addressof(lib, f"anyrt_{name}"))), len(outputs),
                          len(inputs), order, create_attrs, call_attrs, elementwise,
                          int(ffi.cast("uintptr_t", ffi.addressof(lib, f"anyrt_create_{name}_descriptor"))) if plain else 0,
                          types if plain else "", [i for i, t in enumerate(tensors) if t["dtypes"] is None],
                          [x for i in inputs for x in (i, len(tensors[i]["dims"]), int(tensors[i]["batch"]))])
        return cls(name, tensors, attrs, outputs, inputs, create_attrs, call_attrs,
                   getattr(_raw, f"create_{name}_descriptor"), getattr(_raw, name), getattr(lib, f"anyrt_{name}"),
                   order, elementwise, hot, arrays, op["derived"])


# One cached descriptor (anyrt._hot.Desc: address, workspace size, generation, and `desc`, its cffi pointer,
# made on first use). Destroyed when the last reference goes: the cache's, or that of a thread that looked
# it up and is running it right now (so eviction never destroys a descriptor in use). A C type: the C hot
# path makes one per new layout, and a Python finalizer cost a frame per eviction.
_Desc = _hot.Desc


class _Descriptors:
    """Descriptors by (operator, device, layouts, create-time attributes), and one operator handle per
    device; both start over after anyrt.shutdown (their handles died with the runtime).

    Bounded at _CACHE_SIZE entries; beyond, a random entry gives way. Least-recently-used eviction
    has a cliff: a loop over one layout more than the cache holds misses on every call. Random
    eviction degrades with the excess instead. Lookups take no lock (one dict read); inserts and
    evictions take it. The C hot path (anyrt._hot) makes a miss's descriptor itself and inserts and
    evicts in one step under the GIL, only while nobody holds the lock (else it leaves the miss here)."""

    __slots__ = ("_lock", "_gen", "_handles", "_haddr", "_descs", "_keys", "_rng", "created")

    def __init__(self) -> None:
        self._lock = _state.new_lock()
        self._gen = -1
        self._handles: dict[Device, Any] = {}
        self._haddr: dict[tuple[int, int], int] = {}  # (kind, index) -> the handle's address, for the C hot path
        self._descs: dict[tuple[Any, ...], _Desc] = {}
        self._keys: list[tuple[Any, ...]] = []  # the keys of _descs, for a random pick
        self._rng = random.Random(0x25)
        self.created = 0  # descriptors made so far (what the cache saves is counted by this)

    def get(self, key: tuple[Any, ...]) -> _Desc | None:
        if self._gen != _state._generation:
            return None
        return self._descs.get(key)

    def make(self, key: tuple[Any, ...], info: OpInfo, device: Device, descs: list[Any], create_attrs: list[Any]) -> \
            _Desc:
        with self._lock:
            if self._gen != _state._generation:
                self._gen, self._handles, self._haddr, self._descs, self._keys = _state._generation, {}, {}, {}, []
            hit = self._descs.get(key)
            if hit is not None:  # another thread made it meanwhile
                return hit
            handle = self._handles.get(device)
            with _state.on_device(device.kind_value, device.index):
                if handle is None:
                    handle = self._handles[device] = _raw.create_op_handle()
                    self._haddr[(device.kind_value, device.index)] = int(ffi.cast("uintptr_t", handle))
                desc = info.create(handle, *descs, *create_attrs)
            entry = _Desc(int(ffi.cast("uintptr_t", desc)), _raw.get_op_workspace_size(desc), _state._generation, desc)
            self.created += 1
            if len(self._keys) >= _CACHE_SIZE:
                i = self._rng.randrange(len(self._keys))
                old = self._keys[i]
                self._keys[i] = self._keys[-1]
                self._keys.pop()
                del self._descs[old]  # destroyed once no thread is running it (_Desc.__del__)
            self._descs[key] = entry
            self._keys.append(key)
            return entry

    def release(self) -> None:
        """Destroy every cached descriptor and operator handle (before anyrt shuts down)."""
        with self._lock:
            if self._gen == _state._generation:
                for entry in self._descs.values():
                    entry.destroy()
                for handle in self._handles.values():
                    _raw.destroy_op_handle(handle)
            self._gen, self._handles, self._haddr, self._descs, self._keys = -1, {}, {}, {}, []


_cache = _Descriptors()
_state.before_shutdown.append(_cache.release)


def _tensor_desc(t: Tensor) -> Any:
    """A tensor descriptor of `t`'s layout, in one C call: cffi passes the shape and strides tuples as
    arrays (two ffi.new and the generated wrapper's checks were most of a new layout's descriptor)."""
    if _VALIDATING:  # the wrapper records the caller's site
        return _raw.create_tensor_desc(t._dtype.value, len(t._shape), t._shape or (0,), t._strides or (0,))
    out = ffi.new("anyrt_tensor_desc_t *")
    st = _create_tensor_desc(out, t._dtype.value, len(t._shape), t._shape or (0,), t._strides or (0,))
    if st:
        raise_status(st)
    return out[0]


_create_tensor_desc = lib.anyrt_create_tensor_desc


def _operand(x: Any, device: Device | None, function: str, param: str) -> Tensor:
    if isinstance(x, Tensor):
        if x.buffer is not None:
            x.buffer._live(function, param)
        return x
    if x is None:
        raise _state.error(InvalidValueError, function, param, "must be a tensor, not None")
    return asarray(x, device=device)


def _int_arrays(info: OpInfo, operands: tuple[Any, ...], attrs: tuple[Any, ...], fn: str) -> tuple[Any, ...]:
    """The attributes with each int_array a tuple of ints (None: its default, once per value), then
    their one length: that of the arrays given, which must agree, else the rank of the first input
    with a dim group less its named dims."""
    out = list(attrs)
    first: tuple[str, int] | None = None
    for i in info.arrays:
        a, v = info.attrs[i], attrs[i]
        if v is None:
            continue
        try:
            out[i] = tuple(operator.index(x) for x in v)
        except TypeError:
            raise _state.error(InvalidValueError, fn, a["name"], f"must be a sequence of ints (got {v!r})") from None
        if not 1 <= len(out[i]) <= a["max_len"]:
            raise _state.error(InvalidValueError, fn, a["name"], f"must have 1 to {a['max_len']} values, one per "
                               f"spatial dim (got {len(out[i])})")
        for k, x in enumerate(out[i]):  # before any shape is computed from it (a stride of 0 divides by 0)
            if (a["min"] is not None and x < a["min"]) or (a["max"] is not None and x > a["max"]):
                raise _state.error(InvalidValueError, fn, a["name"], f"value {k} must be in [{a['min']}, {a['max']}] for "
                                   f"{info.name} (got {x})" if a["max"] is not None else
                                   f"value {k} must be >= {a['min']} for {info.name} (got {x})")
        if first is None:
            first = (a["name"], len(out[i]))
        elif len(out[i]) != first[1]:
            raise _state.error(InvalidValueError, fn, a["name"], f"has {len(out[i])} values, but {first[0]} has "
                               f"{first[1]}: each has one per spatial dim")
    if first is not None:
        n = first[1]
    else:
        k, spec = next((k, info.tensors[i]) for k, i in enumerate(info.inputs) if info.tensors[i]["group"])
        x = operands[k]
        n = (x.ndim if isinstance(x, Tensor) else np.ndim(x)) - len(spec["dims"])
        most = info.attrs[info.arrays[0]]["max_len"]
        if not 1 <= n <= most:
            raise _state.error(InvalidValueError, fn, spec["name"], f"has {n + len(spec['dims'])} dims, but "
                               f"{info.name} takes {len(spec['dims']) + 1} to {len(spec['dims']) + most} there")
    for i in info.arrays:
        if out[i] is None:
            out[i] = (int(info.attrs[i]["default"]),) * n
    return (*out, n)


def _check_ranks(info: OpInfo, ins: dict[str, Tensor], fn: str, rank: int = 0) -> None:
    """Each input has the dims its pattern names ("..." any number more; a dim group `rank`), or an
    error naming it."""
    for i in info.inputs:
        spec = info.tensors[i]
        if spec["name"] not in ins:
            continue  # an absent optional input
        t, need = ins[spec["name"]], len(spec["dims"])
        if spec["group"]:
            if t.ndim != need + rank:
                names = ", ".join(sym if sym is not None else str(lit) for sym, lit, *_ in spec["dims"])
                raise _state.error(InvalidValueError, fn, spec["name"], f"has {t.ndim} dims, but {info.name} needs "
                                   f"{need + rank}: shape ({names}, *{spec['group']}) with {rank} dims in *{spec['group']}, "
                                   f"one per value of its int_array attributes (got {t.shape})")
            continue
        if t.ndim < need or (t.ndim > need and not spec["batch"]):
            names = ", ".join(sym if sym is not None else str(lit) for sym, lit, *_ in spec["dims"])
            pattern = f"(..., {names})" if spec["batch"] and names else f"({names})" if names else "(...)"
            raise _state.error(InvalidValueError, fn, spec["name"], f"has {t.ndim} dims, but {info.name} needs "
                               f"{'at least ' if spec['batch'] else ''}{need}: shape {pattern} (got {t.shape})")


def _writable_tensors(out: Any, n: int) -> bool:
    """`out` is a tuple of `n` writable Tensors (the hot path's test for an operator of several outputs)."""
    return type(out) is tuple and len(out) == n and all(type(o) is Tensor and not o._readonly for o in out)


def _overlaps(a: Tensor, b: Tensor) -> bool:
    """Whether the bytes two tensors reach intersect (by span: a conservative answer for interleaved views)."""
    alo, ahi = a._layout.span()
    blo, bhi = b._layout.span()
    if alo == ahi or blo == bhi:  # no elements
        return False
    return a._ptr + alo < b._ptr + bhi and b._ptr + blo < a._ptr + ahi


_RELAXED = int(CAPTURE_MODE["relaxed"])


def _for_the_call(make: Callable[..., Any], *args: Any) -> Any:
    """`make(*args)` (an allocation the operator needs: its workspace, a copy of an overlapping input) in
    the thread's relaxed capture mode, as torch's allocator does under CUDA graphs: a capture running
    now does not refuse it, and the graph keeps it (the call's held objects are the graph's)."""
    previous = _raw.thread_exchange_capture_mode(_RELAXED)
    try:
        return make(*args)
    finally:
        _raw.thread_exchange_capture_mode(previous)


def _separate(info: OpInfo, out: Tensor, ins: dict[str, Tensor], stream: Any) -> None:
    """NumPy's rule for `out=` that overlaps an input: the result is as if the input had been copied
    first. An input that is exactly `out` needs no copy for an elementwise operator."""
    for i in info.inputs:
        name = info.tensors[i]["name"]
        t = ins.get(name)
        if t is None or not _overlaps(t, out):
            continue
        if info.elementwise and (t._ptr, t._shape, t._strides, t._dtype) == (out._ptr, out._shape, out._strides, out._dtype):
            continue
        copy = _for_the_call(empty, t._shape, t._dtype, t._device)
        run_python(_REARRANGE, (t,), copy, (), stream)  # on the operator's own stream: ordered before it
        ins[name] = copy


def _out_shape(info: OpInfo, out_index: int, ins: dict[str, Tensor], attrs: tuple[Any, ...], fn: str) -> tuple[int, ...]:
    try:
        return output_shape(info.tensors, out_index, {name: t.shape for name, t in ins.items()},
                            {a["name"]: v for a, v in zip(info.attrs, attrs[:len(info.attrs)], strict=True)
                             if a["type"] in ("int", "int_array")}, info.derived)
    except NoOutput as e:
        raise _state.error(InvalidValueError, fn, e.tensor, str(e)) from None


_FLOATS = ("float16", "bfloat16", "float32", "float64")


def _kind(d: str) -> int:
    return 0 if d == "bool" else 2 if d in _FLOATS else 1


def promote_types(a: str, b: str, fn: str = "anyrt.promote_types") -> str:
    """The dtype two operands of dtypes a and b compute in, as torch.promote_types: NumPy's rules, with
    bfloat16 beside float16 giving float32, above every integer, below float32; uint64 with a signed
    integer refused (torch refuses it; NumPy's float64 would lose integers)."""
    if a == b:
        return a
    if "bfloat16" in (a, b):
        other = b if a == "bfloat16" else a
        return "float32" if other == "float16" else other if other in ("float32", "float64") else "bfloat16"
    if "uint64" in (a, b) and (a if b == "uint64" else b) in ("int8", "int16", "int32", "int64"):
        raise _state.error(InvalidValueError, fn, "dtype", f"{a} and {b} have no common dtype (torch refuses "
                           "uint64 beside a signed integer)")
    return str(np.promote_types(a, b))


def _promoted(info: OpInfo, operands: tuple[Any, ...], fn: str) -> tuple[Any, ...]:
    """The operands of an operator whose inputs share its dtype, converted to the dtype they promote to
    (promote_types; a Python number is weak, as in torch and NumPy 2: it keeps the tensors' dtype unless
    it is of a higher kind: an int beside bools gives int64, a float beside integers float32). Refused by
    name where the operator does not take that dtype. Unchanged where nothing differs."""
    shared = [k for k, i in enumerate(info.inputs) if info.tensors[i]["dtypes"] is None]
    if len(shared) < 2:
        return operands
    first = operands[shared[0]]
    if type(first) is Tensor and all(type(operands[k]) is Tensor and operands[k]._dtype == first._dtype
                                     for k in shared[1:]):
        return operands  # the common case, answered before the sets and strings below
    weak = {k for k in shared if type(operands[k]) in (bool, int, float)}
    strong: dict[int, str] = {}
    for k in shared:
        x = operands[k]
        if k in weak or x is None:
            continue
        strong[k] = str(x.dtype) if isinstance(x, Tensor) else str(np.asarray(x).dtype)
    if not strong or (not weak and len(set(strong.values())) == 1):
        return operands
    names = [info.tensors[info.inputs[k]]["name"] for k in shared]
    result = next(iter(strong.values()))
    for d in strong.values():
        result = promote_types(result, d, fn)
    kind = max((_kind("bool" if type(operands[k]) is bool else "int64" if type(operands[k]) is int else "float32")
                for k in weak), default=0)
    if kind > _kind(result):
        result = "int64" if kind == 1 else "float32"
    dtypes = OPERATORS[info.name]["dtypes"]
    if result not in dtypes:
        given = ", ".join(f"{n} {strong.get(k, type(operands[k]).__name__)}" for n, k in zip(names, shared, strict=True))
        raise _state.error(InvalidValueError, fn, names[0], f"and the other operands ({given}) promote to {result}, "
                           f"which {info.name} does not take ({', '.join(dtypes)})")
    device = next((x.device for x in operands if isinstance(x, Tensor)), None)
    new = list(operands)
    for k in shared:
        x = operands[k]
        if k in weak:
            new[k] = asarray(np.array(x, dtype="float32" if result == "bfloat16" else result), dtype=result, device=device)
        elif strong.get(k) not in (None, result):
            new[k] = (x if isinstance(x, Tensor) else asarray(x, device=device)).astype(result)
    return tuple(new)


def _new_desc(info: OpInfo, key: tuple[Any, ...], both: tuple[Tensor, ...], attrs: tuple[Any, ...]) -> _Desc | None:
    """The descriptor of a hot-loop miss (Tensors with `out`, live, no input in an output's memory but
    `out` itself), made without the general path's per-call work: a new layout then costs about what a
    cached one does. Only where that path's Python checks have nothing to convert or refuse: one device
    and runtime generation, one dtype among the tensors that share it, ranks as the operator's patterns
    name (_check_ranks, its own error); the C create validates the rest. None where anything differs or
    the create refuses: the general path then runs and raises its clear error."""
    dev, dtype = both[0]._device, None
    tensors = [both[i] for i in info.order]
    for spec, t in zip(info.tensors, tensors, strict=True):
        b = t._buffer
        if (t._device is not dev and t._device != dev) or (b is not None and b._gen != _state._generation):
            return None
        if spec["dtypes"] is None:
            if dtype is None:
                dtype = t._dtype
            elif t._dtype != dtype:
                return None  # promoted (or refused) by the general path
    _check_ranks(info, {info.tensors[i]["name"]: tensors[i] for i in info.inputs}, f"anyrt.ops.{info.name}",
                 attrs[-1] if info.arrays else 0)
    try:
        return _make(key, info, dev, tensors, [attrs[i] for i in info.create_attrs])
    except Error:
        return None


def _make(key: tuple[Any, ...], info: OpInfo, device: Device, tensors: list[Tensor | None], create_attrs: list[Any]) \
        -> _Desc:
    """The cached descriptor for `key`, made from the tensors' layouts where it is new: one tensor
    descriptor per distinct layout (operands of one layout, as most elementwise calls' are, share
    it), destroyed once the operator's descriptor is made."""
    made: dict[Any, Any] = {}
    try:
        for t in tensors:
            if t is not None and t._layout not in made:
                made[t._layout] = _tensor_desc(t)
        return _cache.make(key, info, device, [None if t is None else made[t._layout] for t in tensors], create_attrs)
    finally:
        for d in made.values():
            _raw.destroy_tensor_desc(d)


def run_python(info: OpInfo, operands: tuple[Any, ...], out: Any, attrs: tuple[Any, ...], stream: Any) -> Any:
    """One generated `anyrt.ops.<name>(...)` call: `operands` are its inputs in spec order; `out` and
    the result are a Tensor, or a tuple of the outputs in spec order for an operator of several.
    What `run` (anyrt._hot.run) falls back to where its C path does not apply. Operands of differing
    dtypes, or Python numbers, are first converted to the dtype they promote to (_promoted)."""
    operands = _promoted(info, operands, f"anyrt.ops.{info.name}")
    # The hot loop (anyrt._hot.run does it in C first, for operators with an `info.hot`; this is the
    # same loop for the others): Tensors only, `out` given, `stream=None`, a cached descriptor without workspace:
    # one pass over the operands, one dict lookup, the C call, and the bookkeeping every path does
    # (anyrt._inflight): the current stream's queue holds the operands until it is known done and
    # their memory learns that queue may use it (Buffer.free and consumers wait for it). The first
    # run of a descriptor went through the general path, which warned if it fell back.
    nout = len(info.outputs)
    if info.arrays:
        attrs = _int_arrays(info, operands, attrs, f"anyrt.ops.{info.name}")
    elif out is None and stream is None and not IMPLEMENTATIONS and nout == 1:
        made_key = (*(x._layout if type(x) is Tensor else x for x in operands), *attrs)
        try:
            made = info.made.get(made_key)
        except TypeError:  # an unhashable operand (a list): the general path converts or refuses it
            made = None
        if made is not None and made[3] == _state._generation:
            return run(info, operands, empty(made[0], made[1], made[2]), attrs, stream)
    if out is not None and stream is None and not IMPLEMENTATIONS and _cache._gen == _state._generation and \
            (type(out) is Tensor and not out._readonly if nout == 1 else _writable_tensors(out, nout)):
        both = (out, *operands) if nout == 1 else (*out, *operands)
        key: list[Any] = [info.name]
        ptrs = []
        mems = (out._mem,) if nout == 1 else tuple(o._mem for o in out)
        same_ok = info.elementwise and nout == 1
        for i in info.order:
            t = both[i]
            if type(t) is not Tensor:
                break
            b = t._buffer
            if b is not None and (b._freed or (b._base is not None and b._base._freed)):
                break
            if i >= nout and t._mem in mems and (t is not out or not same_ok):
                break  # an input in an output's memory: the general path checks the overlap
            key.append(t._layout)
            ptrs.append(t._cptr)
        else:
            for i in info.create_attrs:
                key.append(attrs[i])
            entry = _cache._descs.get(tuple(key))
            fresh = entry is None
            if fresh:
                entry = _new_desc(info, tuple(key), both, attrs)
            if entry is not None and entry.ws == 0:
                dev = both[0]._device
                q = _state.local.current_queue
                if q is None or q.device != dev or not q.live or q.gen != _state._generation:
                    q = default_queue(dev)  # (a queue of an earlier runtime names no stream of this one)
                st = info.c_run(entry.desc, ffi.NULL, 0, *ptrs, *[attrs[i] for i in info.call_attrs], ffi.NULL)
                if st:
                    raise_status(st)
                if fresh:
                    check_fallbacks()  # a descriptor's first run warns if it fell back, as the general path's does
                for t in both:
                    m = t._mem
                    if m._last_q is not q:
                        note_use(m, q)
                q.hold(both)
                return out
    fn = f"anyrt.ops.{info.name}"
    given = out if isinstance(out, tuple) else (None,) * nout if out is None else (out,)
    if len(given) != nout:
        raise TypeError(f"{fn}: argument 'out' must be a tuple of {nout} anyrt.Tensors (or None)")
    device = next((x.device for x in operands if isinstance(x, Tensor)), None)
    if device is None:
        device = given[0].device if isinstance(given[0], Tensor) else current_device()
    ins: dict[str, Tensor] = {}
    for i, x in zip(info.inputs, operands, strict=True):
        name = info.tensors[i]["name"]
        if x is None and info.tensors[i]["optional"]:
            continue  # absent: a NULL descriptor and pointer
        t = ins[name] = _operand(x, device, fn, name)
        if t.device != device:
            raise _state.error(InvalidValueError, fn, name, f"is on {t.device}, but the other operands are on {device}")
    _check_ranks(info, ins, fn, attrs[-1] if info.arrays else 0)
    main = next((ins[info.tensors[i]["name"]] for i in info.inputs
                 if info.tensors[i]["dtypes"] is None and info.tensors[i]["name"] in ins), None)
    outs: dict[int, Tensor | None] = {}
    for i, o in zip(info.outputs, given, strict=True):
        spec = info.tensors[i]
        if o is None and spec["optional"]:
            outs[i] = None  # an optional output is made only where `out` gives it
            continue
        if o is None:
            dtypes = spec["dtypes"]
            # its own list: an index output (int32 or int64) is int64; one free to be any dtype (cast's y)
            # keeps the input's, as NumPy's astype to the same dtype
            free = dtypes is not None and main is not None and str(main.dtype) in dtypes and "float32" in dtypes
            dt = main.dtype if (dtypes is None or free) and main is not None else \
                DTYPES["int64" if "int64" in (dtypes or ()) else (dtypes or ("float32",))[0]]
            missing = unbound(info.tensors, i, (a["name"] for a in info.attrs if a["type"] == "int"))
            if missing:
                words = ", ".join("leading dims" if m == "..." else m for m in missing)
                raise _state.error(InvalidValueError, fn, "out", f"must give {spec['name']}: the inputs do not fix its "
                                   f"{words} (an operator that updates it in place)")
            o = empty(_out_shape(info, i, ins, attrs, fn), dt, device)
            reads = spec["read_when"]
            if reads is not None and attrs[[a["name"] for a in info.attrs].index(reads)] != 0:
                assert o.buffer is not None
                o.buffer.fill(0)
        else:
            if not isinstance(o, Tensor):
                raise TypeError(f"{fn}: argument 'out' must be an anyrt.Tensor, not {type(o).__name__}")
            _operand(o, device, fn, "out")  # a live buffer
            if o.device != device:
                raise _state.error(InvalidValueError, fn, "out", f"is on {o.device}, but the operands are on {device}")
            if o._readonly:
                raise _state.error(InvalidValueError, fn, "out", "is read-only memory (a read-only NumPy array or DLPack "
                                   "export): NumPy refuses to write it too ('output array is read-only')")
            _separate(info, o, ins, stream)
        outs[i] = o
    tensors = [outs[i] if spec["role"] == "out" else ins.get(spec["name"]) for i, spec in enumerate(info.tensors)]
    out = outs[info.outputs[0]] if nout == 1 else tuple(outs[i] for i in info.outputs)
    impl = IMPLEMENTATIONS.get((info.name, device.kind)) if IMPLEMENTATIONS else None
    if impl is not None:
        impl(*(ins.get(info.tensors[i]["name"]) for i in info.inputs), out=out,
             **{a["name"]: v for a, v in zip(info.attrs, attrs[:len(info.attrs)], strict=True)}, stream=stream)
        return out
    create_attrs = [attrs[i] for i in info.create_attrs]
    desc_key = (info.name, *(None if t is None else t._layout for t in tensors), *create_attrs)
    entry = _cache.get(desc_key)
    if entry is None:
        entry = _make(desc_key, info, device, tensors, create_attrs)
    desc, ws_size = entry.desc, entry.ws
    handle = stream_handle(stream, device, fn)
    workspace = _for_the_call(Buffer, ws_size, device) if ws_size else None
    _raw_call = info.run
    _raw_call(desc, workspace.ptr if workspace else 0, ws_size, *(0 if t is None else t._cptr for t in tensors),
              *(attrs[i] for i in info.call_attrs), stream=handle)
    present = tuple(t for t in tensors if t is not None)
    keep_alive(device, stream, (*present, workspace) if workspace else present)
    reads = info.tensors[info.outputs[0]]["read_when"]
    if given[0] is None and nout == 1 and isinstance(out, Tensor) and not info.arrays and \
            (reads is None or attrs[[a["name"] for a in info.attrs].index(reads)] == 0) and \
            all(type(x) is Tensor for x in operands):  # (an output read first was filled with zeros above)
        if len(info.made) >= _MADE_SIZE:
            info.made.clear()  # bounded: a loop over ever new shapes starts over
        info.made[(*(x._layout for x in operands), *attrs)] = (out.shape, out.dtype, device, _state._generation)
    return out


_MADE_SIZE = 256  # output shapes remembered per operator


_REARRANGE = OpInfo.of("rearrange")
_hot.configure(fallback=run_python, tensor=Tensor, queue=_inflight.Queue, memory=_inflight.Memory,
               descriptors=_Descriptors, opinfo=OpInfo, implementations=IMPLEMENTATIONS, cache=_cache, state=_state,
               default_queue=default_queue, note_use=note_use, raise_status=raise_status,
               check_every=_inflight.CHECK_EVERY, layout=Layout, buffer=Buffer, errors=_errors,
               check_fallbacks=check_fallbacks, dtypes=dict(DTYPE), cache_size=_CACHE_SIZE, validating=_VALIDATING,
               desc_cast=lambda addr: ffi.cast("anyrt_op_desc_t", addr),
               api=tuple(int(ffi.cast("uintptr_t", ffi.addressof(lib, f"anyrt_{f}"))) for f in
                         ("create_tensor_desc", "destroy_tensor_desc", "get_op_workspace_size", "destroy_op_desc",
                          "fallback_serial")))
run: Callable[[OpInfo, tuple[Any, ...], Any, tuple[Any, ...], Any], Any] = _hot.run
"""One generated `anyrt.ops.<name>(...)` call (see run_python): in C where the call is hot."""


def reduce(info: OpInfo, x: Any, axis: int | tuple[int, ...] | list[int] | None, keepdim: bool, out: Any,
           attrs: tuple[Any, ...], stream: Any) -> Tensor:
    """A reduction over `axis` (None: every dim; negative: from the end): its kernel takes the output with
    x's rank, 1 in the reduced dims (NumPy's keepdims), which is what it returns with `keepdim`; else a
    view without those dims. `out` has the returned shape."""
    fn = f"anyrt.ops.{info.name}"
    device = out.device if isinstance(out, Tensor) and not isinstance(x, Tensor) else None
    t = _operand(x, device, fn, info.tensors[info.inputs[0]]["name"])
    nd = t.ndim
    dims = range(nd) if axis is None else [axis] if isinstance(axis, int) else list(axis)
    axes = set()
    for d in dims:
        if not isinstance(d, int) or not -nd <= d < max(nd, 1):
            raise _state.error(InvalidValueError, fn, "axis", f"must name dims of a {nd}-dim tensor (in [-{nd}, {nd})), "
                               f"got {axis!r}")
        axes.add(d % nd if nd else 0)
    kept = tuple(1 if d in axes else n for d, n in enumerate(t.shape))
    shape = kept if keepdim else tuple(n for d, n in enumerate(t.shape) if d not in axes)
    if out is None:
        spec = info.tensors[info.outputs[0]]
        o = empty(kept, t.dtype if spec["dtypes"] is None else DTYPES[spec["dtypes"][0]], t.device)
        result = o if keepdim else o.reshape(shape)
    else:
        if not isinstance(out, Tensor):
            raise TypeError(f"{fn}: argument 'out' must be an anyrt.Tensor, not {type(out).__name__}")
        if out.shape != shape:
            raise _state.error(InvalidValueError, fn, "out", f"has shape {out.shape}, but the reduction of "
                               f"{t.shape} over dims {sorted(axes)} has {shape}")
        o, result = out.reshape(kept), out  # inserting size-1 dims is always a view
    run(info, (t,), o, attrs, stream)
    return result
