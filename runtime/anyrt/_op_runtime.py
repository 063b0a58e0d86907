"""What every generated `anyrt.ops` function does (generated/python/ops.py): take its operands as
Tensors, allocate the output it is not given (shape from the operator's dim patterns), find or make
the descriptor for these layouts (cached per operator, device, layouts and create-time attributes,
so a hot loop pays one C call), run it on the stream, and keep what the queued run uses alive."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from anyrt import _state
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidValueError, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import OPERATORS
from anyrt._op_shapes import output_shape, unbound
from anyrt.buffer import Buffer
from anyrt.device import Device, current_device
from anyrt.stream import keep_alive, stream_handle
from anyrt.tensor import DTYPES, Tensor, asarray, empty

# (operator, device kind) -> a Python implementation preferred over the backend's (anyrt.ops.register)
IMPLEMENTATIONS: dict[tuple[str, str], Callable[..., Any]] = {}
_CACHE_SIZE = 1024  # descriptors kept per process; the least recently used beyond are destroyed


@dataclass(frozen=True)
class OpInfo:
    """An operator's spec entry as the library needs it, computed once at import."""

    name: str
    tensors: tuple[dict[str, Any], ...]
    attrs: tuple[dict[str, Any], ...]
    outputs: tuple[int, ...]  # positions of the outputs among the tensors
    inputs: tuple[int, ...]
    create_attrs: tuple[int, ...]  # positions among attrs
    call_attrs: tuple[int, ...]
    create: Callable[..., Any]
    run: Callable[..., Any]
    c_run: Callable[..., Any]  # the C function itself, for the fast path
    order: tuple[int, ...]  # per spec tensor: its position in (*outputs, *inputs)

    @classmethod
    def of(cls, name: str) -> OpInfo:
        op = OPERATORS[name]
        tensors, attrs = tuple(op["tensors"]), tuple(op["attrs"])
        return cls(name, tensors, attrs,
                   tuple(i for i, t in enumerate(tensors) if t["role"] == "out"),
                   tuple(i for i, t in enumerate(tensors) if t["role"] == "in"),
                   tuple(i for i, a in enumerate(attrs) if a["at"] == "create"),
                   tuple(i for i, a in enumerate(attrs) if a["at"] == "call"),
                   getattr(_raw, f"create_{name}_descriptor"), getattr(_raw, name), getattr(lib, f"anyrt_{name}"),
                   tuple(sorted(range(len(tensors)), key=lambda i: tensors[i]["role"] != "out").index(i)
                         for i in range(len(tensors))))


class _Descriptors:
    """Descriptors by (operator, device, layouts, create-time attributes), and one operator handle per
    device; both start over after anyrt.shutdown (their handles died with the runtime)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._gen = -1
        self._handles: dict[Device, Any] = {}
        self._descs: OrderedDict[tuple[Any, ...], tuple[Any, int]] = OrderedDict()

    def get(self, key: tuple[Any, ...]) -> tuple[Any, int] | None:
        if self._gen != _state._generation:
            return None
        hit = self._descs.get(key)
        if hit is not None:
            self._descs.move_to_end(key)
        return hit

    def make(self, key: tuple[Any, ...], info: OpInfo, device: Device, descs: list[Any], create_attrs: list[Any]) -> \
            tuple[Any, int]:
        with self._lock:
            if self._gen != _state._generation:
                self._gen, self._handles, self._descs = _state._generation, {}, OrderedDict()
            handle = self._handles.get(device)
            with _state.on_device(device.kind_value, device.index):
                if handle is None:
                    handle = self._handles[device] = _raw.create_op_handle()
                desc = info.create(handle, *descs, *create_attrs)
            entry = (desc, _raw.get_op_workspace_size(desc))
            self._descs[key] = entry
            while len(self._descs) > _CACHE_SIZE:
                _, (old, _size) = self._descs.popitem(last=False)
                _raw.destroy_op_desc(old)  # runs already queued with it are unaffected
            return entry


    def release(self) -> None:
        """Destroy every cached descriptor and operator handle (before anyrt shuts down)."""
        with self._lock:
            if self._gen == _state._generation:
                for desc, _size in self._descs.values():
                    _raw.destroy_op_desc(desc)
                for handle in self._handles.values():
                    _raw.destroy_op_handle(handle)
            self._gen, self._handles, self._descs = -1, {}, OrderedDict()


_cache = _Descriptors()
_state.before_shutdown.append(_cache.release)


def _tensor_desc(t: Tensor) -> Any:
    return _raw.create_tensor_desc(t.dtype.value, t.ndim, ffi.new("int64_t[]", t.shape or (0,)),
                                   ffi.new("int64_t[]", t.strides or (0,)))


def _operand(x: Any, device: Device | None, function: str, param: str) -> Tensor:
    if isinstance(x, Tensor):
        if x.buffer is not None:
            x.buffer._live(function, param)
        return x
    if x is None:
        raise _state.error(InvalidValueError, function, param, "must be a tensor, not None")
    return asarray(x, device=device)


def _out_shape(info: OpInfo, out_index: int, ins: dict[str, Tensor]) -> tuple[int, ...]:
    return output_shape(info.tensors, out_index, {name: t.shape for name, t in ins.items()})


def run(info: OpInfo, operands: tuple[Any, ...], out: Any, attrs: tuple[Any, ...], stream: Any) -> Any:
    """One generated `anyrt.ops.<name>(...)` call: `operands` are its inputs in spec order; `out` and
    the result are a Tensor, or a tuple of the outputs in spec order for an operator of several."""
    # The hot loop: Tensors only, `out` given, the default stream, a cached descriptor without
    # workspace: one pass over the operands, one dict lookup, the C call. The first run of a
    # descriptor went through the general path, which warned if it fell back. Buffers learn that the
    # default stream uses them (freeing one then waits for it); foreign memory is held until it is done.
    if out is not None and stream is None and not IMPLEMENTATIONS and not _state.local.stream_stack and \
            _cache._gen == _state._generation:
        both = (*out, *operands) if type(out) is tuple else (out, *operands)
        key = [info.name]
        ptrs = []
        foreign = None
        for i in info.order:
            t = both[i]
            if type(t) is not Tensor:
                break
            b = t._buffer
            if b is None:
                foreign = (*(foreign or ()), t._owner)
            elif b._freed or (b._base is not None and b._base._freed):
                break
            key.append(t._layout)
            ptrs.append(t._cptr)
        else:
            for i in info.create_attrs:
                key.append(attrs[i])
            entry = _cache._descs.get(tuple(key))
            if entry is not None and entry[1] == 0:
                st = info.c_run(entry[0], ffi.NULL, 0, *ptrs, *[attrs[i] for i in info.call_attrs], ffi.NULL)
                if st:
                    raise_status(st)
                for t in both:
                    b = t._buffer
                    if b is not None:
                        (b._base or b)._default_pending = True  # Buffer._queued_on_default, inlined
                if foreign:
                    keep_alive(both[0]._device, None, foreign)
                return out
    fn = f"anyrt.ops.{info.name}"
    given = out if isinstance(out, tuple) else (None,) * len(info.outputs) if out is None else (out,)
    if len(given) != len(info.outputs):
        raise TypeError(f"{fn}: argument 'out' must be a tuple of {len(info.outputs)} anyrt.Tensors (or None)")
    device = next((x.device for x in operands if isinstance(x, Tensor)), None)
    if device is None:
        device = given[0].device if isinstance(given[0], Tensor) else current_device()
    ins: dict[str, Tensor] = {}
    for i, x in zip(info.inputs, operands, strict=True):
        name = info.tensors[i]["name"]
        if x is None and info.tensors[i]["optional"]:
            continue  # left out: a NULL descriptor and pointer
        t = ins[name] = _operand(x, device, fn, name)
        if t.device != device:
            raise _state.error(InvalidValueError, fn, name, f"is on {t.device}, but the other operands are on {device}")
    main = next((ins[info.tensors[i]["name"]] for i in info.inputs if info.tensors[i]["dtypes"] is None), None)
    tensors: list[Tensor | None] = []
    for i, spec in enumerate(info.tensors):
        if spec["role"] == "in":
            tensors.append(ins.get(spec["name"]))
            continue
        out = given[info.outputs.index(i)]
        if out is None:
            dtypes = spec["dtypes"]
            dt = main.dtype if dtypes is None and main is not None else DTYPES["int64" if "int64" in (dtypes or ()) else
                                                                          (dtypes or ("float32",))[0]]
            missing = unbound(info.tensors, i)
            if missing:
                raise _state.error(InvalidValueError, fn, "out", f"must give {spec['name']}: the inputs do not fix its "
                                   f"{', '.join(missing)} (an operator that updates it in place)")
            out = empty(_out_shape(info, i, ins), dt, device)
            reads = spec["read_when"]
            if reads is not None and attrs[[a["name"] for a in info.attrs].index(reads)] != 0:
                assert out.buffer is not None
                out.buffer.fill(0)
        else:
            if not isinstance(out, Tensor):
                raise TypeError(f"{fn}: argument 'out' must be an anyrt.Tensor, not {type(out).__name__}")
            _operand(out, device, fn, "out")  # a live buffer
            if out.device != device:
                raise _state.error(InvalidValueError, fn, "out", f"is on {out.device}, but the operands are on {device}")
        tensors.append(out)
    out = tensors[info.outputs[0]] if len(given) == 1 else tuple(tensors[i] for i in info.outputs)
    impl = IMPLEMENTATIONS.get((info.name, device.kind)) if IMPLEMENTATIONS else None
    if impl is not None:
        impl(*(ins[info.tensors[i]["name"]] for i in info.inputs), out=out,
             **{a["name"]: v for a, v in zip(info.attrs, attrs, strict=True)}, stream=stream)
        return out
    create_attrs = [attrs[i] for i in info.create_attrs]
    key = (info.name, *(None if t is None else t._layout for t in tensors), *create_attrs)
    entry = _cache.get(key)
    if entry is None:
        descs = [ffi.NULL if t is None else _tensor_desc(t) for t in tensors]
        try:
            entry = _cache.make(key, info, device, descs, create_attrs)
        finally:
            for d in descs:
                if d != ffi.NULL:
                    _raw.destroy_tensor_desc(d)
    desc, ws_size = entry
    handle = stream_handle(stream, device, fn)
    workspace = Buffer(ws_size, device) if ws_size else None
    _raw_call = info.run
    _raw_call(desc, workspace.ptr if workspace else 0, ws_size, *(0 if t is None else t._cptr for t in tensors),
              *(attrs[i] for i in info.call_attrs), stream=handle)
    held = tuple(t for t in tensors if t is not None)
    keep_alive(device, stream, (*held, workspace) if workspace else held)
    return out
