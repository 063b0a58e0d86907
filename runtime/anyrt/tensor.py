"""Tensors: typed, strided views of device memory (an anyrt Buffer, or memory another library owns,
taken without a copy), with the array ecosystem's protocols (DLPack both ways, the NumPy array
interface on host-addressable memory, the CUDA Array Interface on CUDA memory). Names follow the
array API standard and torch: `t.shape`, `t.dtype`, `t.device`, `t.T`, `t.to`, `t.numpy()`."""

from __future__ import annotations

import math
import operator
import weakref
from collections.abc import Sequence
from typing import Any

import numpy as np

from anyrt import _inflight, _state
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidValueError, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import DTYPE, DTYPE_SIZE, HOST_MEMORY_KINDS, MEMCPY_KIND
from anyrt._layers import VALIDATING as _VALIDATING
from anyrt.buffer import Buffer, MemoryKind, _new_buffer
from anyrt.device import Device, current_device


class DType(str):
    """An element type: a str ("float32", ...) that also knows its size and NumPy storage."""

    @property
    def itemsize(self) -> int:
        return DTYPE_SIZE[self]

    @property
    def value(self) -> int:
        """The anyrt_dtype_t number (InfiniCore's infiniDtype_t)."""
        return DTYPE[self]

    @property
    def storage(self) -> np.dtype[Any]:
        """The NumPy dtype that holds it (bfloat16: its bits, as uint16)."""
        found = _STORAGE.get(self)
        if found is None:  # made once per name: np.dtype() parses its argument on every call
            found = _STORAGE[self] = np.dtype("uint16" if self == "bfloat16" else "bool" if self == "bool" else
                                              "uint8" if self == "byte" else self)
        return found

    def __repr__(self) -> str:
        return f"anyrt.{self}"


_STORAGE: dict[str, np.dtype[Any]] = {}
DTYPES: dict[str, DType] = {name: DType(name) for name in DTYPE if name != "invalid"}
_NUMPY_NAMES = {"bool": "bool", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64", "uint8": "uint8",
                "uint16": "uint16", "uint32": "uint32", "uint64": "uint64", "float16": "float16", "float32": "float32",
                "float64": "float64"}
_BY_NUMPY_DTYPE = {np.dtype(name): DTYPES[ours] for name, ours in _NUMPY_NAMES.items()}


def _of_numpy(np_dtype: np.dtype[Any]) -> DType | None:
    """The anyrt DType holding a NumPy dtype's values, by its name (None: none does). The common dtypes
    are found by the dtype object itself: NumPy computes `.name` in Python, in microseconds."""
    found = _BY_NUMPY_DTYPE.get(np_dtype)
    if found is None and np_dtype.name in _NUMPY_NAMES:  # e.g. another byte order: the name decides, as before
        found = DTYPES[_NUMPY_NAMES[np_dtype.name]]
    return found


def dtype(value: Any, function: str = "dtype", param: str = "dtype") -> DType:
    """An anyrt DType from a name ("float32", "f4"), a NumPy dtype or type, or a torch dtype."""
    if isinstance(value, DType):
        return value
    if isinstance(value, str) and value in DTYPES:
        return DTYPES[value]
    name = str(value).removeprefix("torch.")
    if name in DTYPES:
        return DTYPES[name]
    if name == "bfloat16":
        return DTYPES["bfloat16"]
    try:
        np_name = np.dtype(value).name
    except TypeError:
        np_name = ""
    if np_name in _NUMPY_NAMES:
        return DTYPES[_NUMPY_NAMES[np_name]]
    raise _state.error(InvalidValueError, function, param,
                       f"is not an element type (got {value!r}; known: {', '.join(n for n in DTYPES if n != 'byte')})")


def _shape(value: Any, function: str) -> tuple[int, ...]:
    items = (value,) if isinstance(value, int) else tuple(value)
    out = []
    for i, n in enumerate(items):
        n = _state.integer(n, function, "shape")
        if n < 0:
            raise _state.error(InvalidValueError, function, "shape", f"dim {i} is negative ({n})")
        out.append(n)
    return tuple(out)


def _contiguous_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides, step = [], 1
    for n in reversed(shape):
        strides.append(step)
        step *= max(n, 1)
    return tuple(reversed(strides))


class Layout:
    """What an operator descriptor is made for (device, dtype, shape, strides), one object per
    distinct layout among live tensors: descriptor-cache keys hash and compare it by identity. Interned
    weakly: a layout no tensor (nor cached descriptor) uses any more is forgotten."""

    __slots__ = ("key", "nbytes", "host", "_span", "__weakref__")

    def __init__(self, key: tuple[Any, ...]) -> None:
        self.key = key
        self._span: tuple[int, int] | None = None  # span(): made on first use
        # Tensor.numpy's one-copy case: a C-ordered layout's bytes and the NumPy dtype of its result
        # (None for other layouts, and for bfloat16, whose result is converted)
        _, _, dtype, shape, strides = key
        c_order = strides == _contiguous_strides(shape)
        self.nbytes = math.prod(shape) * DTYPE_SIZE[dtype] if c_order else None
        self.host = dtype.storage if c_order and dtype != "bfloat16" else None

    def span(self) -> tuple[int, int]:
        """(lowest, one past highest) byte offset from element 0 that the elements reach; (0, 0) if
        there are none. Computed once per layout: every operator call with `out=` on the general path
        compares the output's with each input's."""
        found = self._span
        if found is None:
            _, _, dtype, shape, strides = self.key
            if 0 in shape:
                found = (0, 0)
            else:
                size = DTYPE_SIZE[dtype]
                lo = sum(s * (n - 1) for n, s in zip(shape, strides, strict=True) if s < 0)
                hi = sum(s * (n - 1) for n, s in zip(shape, strides, strict=True) if s > 0)
                found = (lo * size, (hi + 1) * size)
            self._span = found
        return found


_LAYOUTS: weakref.WeakValueDictionary[tuple[Any, ...], Layout] = weakref.WeakValueDictionary()
_layout_refs = _LAYOUTS.data  # key -> weak reference
_layouts_lock = _state.new_lock()


def layout_of(key: tuple[Any, ...]) -> Layout:
    """The one live Layout of `key` (two threads asking at once get the same object)."""
    ref = _layout_refs.get(key)  # the mapping's own dict: its get() is Python code around this
    found = ref() if ref is not None else None
    if found is None:
        with _layouts_lock:
            found = _LAYOUTS.get(key)
            if found is None:
                found = _LAYOUTS[key] = Layout(key)
                # The last few made stay alive a while: a loop that makes and drops one tensor at a time
                # would otherwise make (and forget) its layout on every iteration.
                global _recent_at
                _recent[_recent_at] = found
                _recent_at = (_recent_at + 1) % len(_recent)
    return found


_recent: list[Layout | None] = [None] * 64
_recent_at = 0


def _nocopy_strides(old: tuple[int, ...], strides: tuple[int, ...], new: tuple[int, ...]) -> tuple[int, ...] | None:
    """Strides that show the elements of (old, strides) in shape `new` without moving them, or None
    (NumPy's rule: each group of old dims merged or split must be contiguous within itself)."""
    o = [(n, s) for n, s in zip(old, strides, strict=True) if n != 1]
    want = [n for n in new if n != 1]
    out: list[int] = []
    i = j = 0
    while i < len(o) and j < len(want):
        np_, nn = o[i][0], want[j]
        oi, oj = i, j
        while np_ != nn:
            if np_ < nn:
                i += 1
                np_ *= o[i][0]
            else:
                j += 1
                nn *= want[j]
        for k in range(oi, i):  # the merged old dims must be contiguous among themselves
            if o[k][1] != o[k + 1][1] * o[k + 1][0]:
                return None
        step = o[i][1]
        group = []
        for k in range(j, oj - 1, -1):
            group.append(step)
            step *= want[k]
        out += reversed(group)
        i += 1
        j += 1
    if i != len(o) or j != len(want):
        return None
    it = iter(out)
    return tuple(next(it) if n != 1 else 0 for n in new)


class Tensor:
    """A typed, strided view of memory on an anyrt device. Strides are in elements (as torch's
    `stride()`), may be 0 (broadcast) or negative. Made by `anyrt.empty/zeros/ones/full/asarray/
    from_dlpack`, by slicing and views of other tensors, and by `anyrt.ops`."""

    __slots__ = ("_buffer", "_owner", "_ptr", "_dtype", "_shape", "_strides", "_device", "_memory", "_layout", "_cptr",
                 "_readonly", "_mem", "__weakref__")

    def __init__(self, *, buffer: Buffer | None, owner: Any, ptr: int, dtype: DType, shape: tuple[int, ...],
                 strides: tuple[int, ...], device: Device, memory: str, readonly: bool = False,
                 mem: _inflight.Memory | None = None) -> None:
        self._setup(buffer, owner, ptr, dtype, shape, strides, device, memory, readonly, mem)

    def _setup(self, buffer: Buffer | None, owner: Any, ptr: int, dtype: DType, shape: tuple[int, ...],
               strides: tuple[int, ...], device: Device, memory: str, readonly: bool = False,
               mem: _inflight.Memory | None = None) -> None:
        self._buffer = buffer  # owns the memory, when anyrt allocated it
        self._owner = owner  # keeps foreign memory alive (a NumPy array, a DLPack capsule's keeper)
        self._ptr = ptr  # address of element [0, ..., 0]
        self._dtype = dtype
        self._shape = shape
        self._strides = strides
        self._device = device
        self._memory = memory  # device, host, unified, or foreign (not anyrt's)
        # What an operator descriptor is made for, one object per layout: a cache key hashes it in no time.
        # keyed by the device's (kind, index): ints hash and compare in C, a Device in Python
        self._layout = layout_of((device._kind, device._index, dtype, shape, strides))
        self._cptr = ffi.cast("void *", ptr)
        self._readonly = readonly  # memory its owner lent read-only (NumPy's writeable=False, DLPack's READ_ONLY)
        # what records the streams that may still use the memory: the root Buffer, or one record
        # shared by every view of memory another library lent
        if buffer is not None:
            self._mem: _inflight.Memory = buffer._base if buffer._base is not None else buffer
        else:
            self._mem = mem if mem is not None else _inflight.Foreign()
    # ---- what it is

    @property
    def dtype(self) -> DType:
        return self._dtype

    @property
    def shape(self) -> tuple[int, ...]:
        return self._shape

    @property
    def strides(self) -> tuple[int, ...]:
        """Element strides (torch's stride(); NumPy's strides are these times itemsize)."""
        return self._strides

    def stride(self, dim: int | None = None) -> Any:
        return self._strides if dim is None else self._strides[dim]

    @property
    def ndim(self) -> int:
        return len(self._shape)

    @property
    def device(self) -> Device:
        return self._device

    @property
    def memory(self) -> str:
        return self._memory

    @property
    def size(self) -> int:
        """Number of elements (the array API's `size`)."""
        return math.prod(self._shape)

    def numel(self) -> int:
        return self.size

    @property
    def itemsize(self) -> int:
        return self._dtype.itemsize

    @property
    def nbytes(self) -> int:
        return self.size * self.itemsize

    @property
    def buffer(self) -> Buffer | None:
        """The anyrt Buffer holding the elements (None for memory another library owns)."""
        return self._buffer

    def data_ptr(self) -> int:
        self._check_live("Tensor.data_ptr")
        return self._ptr

    def is_contiguous(self) -> bool:
        return all(s == c for n, s, c in zip(self._shape, self._strides, _contiguous_strides(self._shape), strict=True)
                   if n != 1)

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of a 0-d tensor")
        return self._shape[0]

    def __repr__(self) -> str:
        return f"anyrt.Tensor(shape={self._shape}, dtype={self._dtype}, device={self._device})"

    def _check_live(self, function: str) -> None:
        if self._buffer is not None:
            self._buffer._live(function, "self")

    def _span(self) -> tuple[int, int]:
        """(lowest, one past highest) byte offset from element 0 that the elements reach."""
        return self._layout.span()

    def _derive(self, ptr: int, shape: tuple[int, ...], strides: tuple[int, ...], dtype_: DType | None = None) -> Tensor:
        return _tensor(self._buffer, self._owner, ptr, dtype_ or self._dtype, shape, strides, self._device, self._memory,
                       self._readonly, self._mem)

    @property
    def readonly(self) -> bool:
        """True for memory lent read-only (a read-only NumPy array, a DLPack READ_ONLY export): `out=`
        and copy_ refuse it, as NumPy refuses to write a read-only array."""
        return self._readonly

    # ---- views (no copies)

    def __getitem__(self, key: Any) -> Tensor:
        keys = key if isinstance(key, tuple) else (key,)
        if any(k is Ellipsis for k in keys):
            i = next(i for i, k in enumerate(keys) if k is Ellipsis)
            fill = self.ndim - (len(keys) - 1 - sum(k is None or isinstance(k, bool | np.bool_) for k in keys))
            keys = keys[:i] + (slice(None),) * fill + keys[i + 1:]
        ptr, shape, strides, dim = self._ptr, [], [], 0
        for k in keys:
            if k is None or isinstance(k, bool | np.bool_):  # NumPy: True adds a dim of 1, False one of 0
                shape.append(0 if k is False or k is np.False_ else 1)
                strides.append(0)
                continue
            if dim >= self.ndim:
                raise IndexError(f"Tensor.__getitem__: too many indices for a {self.ndim}-d tensor")
            n, s = self._shape[dim], self._strides[dim]
            if isinstance(k, slice):
                start, stop, step = k.indices(n)
                count = len(range(start, stop, step))
                ptr += start * s * self.itemsize
                shape.append(count)
                strides.append(s * step)
            else:
                i = operator.index(k)
                if not -n <= i < n:
                    raise IndexError(f"Tensor.__getitem__: index {i} is out of range for dim {dim} of size {n}")
                ptr += (i % n) * s * self.itemsize
            dim += 1
        shape += self._shape[dim:]
        strides += self._strides[dim:]
        return self._derive(ptr, tuple(shape), tuple(strides))

    def view(self, *shape: Any) -> Tensor:
        """The same elements in another shape, without a copy (the tensor must be contiguous)."""
        new = self._resolve_shape(shape, "Tensor.view")
        if not self.is_contiguous():
            raise _state.error(InvalidValueError, "Tensor.view", "self",
                               f"is not contiguous (strides {self._strides}); use reshape, which copies")
        return self._derive(self._ptr, new, _contiguous_strides(new))

    def reshape(self, *shape: Any) -> Tensor:
        """A view when the strides allow it (as NumPy decides), else a contiguous copy in the new shape."""
        new = self._resolve_shape(shape, "Tensor.reshape")
        if self.size == 0:  # no element to keep in place: any strides will do (NumPy, torch)
            return self._derive(self._ptr, new, _contiguous_strides(new))
        strides = _nocopy_strides(self._shape, self._strides, new)
        if strides is not None:
            return self._derive(self._ptr, new, strides)
        src = self.contiguous()
        return src._derive(src._ptr, new, _contiguous_strides(new))

    def _resolve_shape(self, shape: tuple[Any, ...], function: str) -> tuple[int, ...]:
        items = list(shape[0]) if len(shape) == 1 and not isinstance(shape[0], int) else list(shape)
        if items.count(-1) > 1:
            raise _state.error(InvalidValueError, function, "shape", "may infer at most one dim (-1)")
        known = math.prod(n for n in items if n != -1)
        if -1 in items:
            if known == 0 or self.size % known:
                raise _state.error(InvalidValueError, function, "shape", f"{tuple(items)} does not fit {self.size} elements")
            items[items.index(-1)] = self.size // known
        new = _shape(items, function)
        if math.prod(new) != self.size:
            raise _state.error(InvalidValueError, function, "shape", f"{new} has {math.prod(new)} elements, the tensor "
                               f"{self.size}")
        return new

    def transpose(self, dim0: int, dim1: int) -> Tensor:
        order = list(range(self.ndim))
        order[dim0], order[dim1] = order[dim1], order[dim0]
        return self.permute(*order)

    def permute(self, *dims: Any) -> Tensor:
        order = [operator.index(d) % max(self.ndim, 1) for d in (dims[0] if len(dims) == 1 and not isinstance(dims[0], int)
                                                                 else dims)]
        if sorted(order) != list(range(self.ndim)):
            raise _state.error(InvalidValueError, "Tensor.permute", "dims", f"must order all {self.ndim} dims (got {order})")
        return self._derive(self._ptr, tuple(self._shape[d] for d in order), tuple(self._strides[d] for d in order))

    @property
    def T(self) -> Tensor:  # noqa: N802 (the array API's name)
        """The dims reversed."""
        return self.permute(*reversed(range(self.ndim)))

    def expand(self, *shape: Any) -> Tensor:
        """Broadcast to `shape` (new leading dims and size-1 dims get stride 0), without a copy."""
        new = _shape(shape[0] if len(shape) == 1 and not isinstance(shape[0], int) else shape, "Tensor.expand")
        lead = len(new) - self.ndim
        if lead < 0:
            raise _state.error(InvalidValueError, "Tensor.expand", "shape", f"has fewer dims than the tensor's {self.ndim}")
        strides = []
        for i, n in enumerate(new):
            j = i - lead
            if j < 0:
                strides.append(0)
            elif self._shape[j] == n:
                strides.append(self._strides[j])
            elif self._shape[j] == 1:
                strides.append(0)
            else:
                raise _state.error(InvalidValueError, "Tensor.expand", "shape",
                                   f"dim {i} is {n}, but the tensor's dim {j} is {self._shape[j]} (only 1 broadcasts)")
        return self._derive(self._ptr, new, tuple(strides))

    # ---- copies

    def contiguous(self) -> Tensor:
        """This tensor if it is contiguous, else a contiguous copy (anyrt.ops.rearrange)."""
        if self.is_contiguous():
            return self
        return _ops.rearrange(self)  # type: ignore[no-any-return]

    def copy_(self, src: Any, stream: Any = None) -> Tensor:
        """Copy `src` (a Tensor, or anything `anyrt.asarray` takes) into this tensor's elements, in
        place; `src` broadcasts. Queued on `stream` when given."""
        if not isinstance(src, Tensor):
            # read now, into memory of our own (torch's copy_ is synchronous): the caller may change
            # `src` as soon as this returns, while the copy below may still be queued
            src = asarray(src, dtype=self._dtype, device=self._device, copy=True)
        _ops.rearrange(src.expand(self._shape) if src.shape != self._shape else src, out=self, stream=stream)
        return self

    def clone(self) -> Tensor:
        out = empty(self._shape, self._dtype, self._device)
        return out.copy_(self)

    def numpy(self) -> np.ndarray:
        """A NumPy copy of the elements (waits for queued work on them). bfloat16 comes back as float32."""
        buf, layout = self._buffer, self._layout
        if layout.host is not None and buf is not None and layout.nbytes == buf._size and self._ptr == buf._ptr and \
                not buf._uses and not buf._freed and buf._base is None and buf._gen == _state._generation and \
                not _VALIDATING:
            # the whole of a live buffer no stream uses, in C order: Buffer.copy_to's C call (which checks the rest)
            return buf.copy_to(np.empty(self._shape, layout.host))
        self._check_live("Tensor.numpy")
        out = self._raw_host()
        return bf16_to_float32(out) if self._dtype == "bfloat16" else out

    def _copy_span_to_host(self, host: np.ndarray, lo: int, hi: int) -> None:
        # the work queued on this memory, wherever it was queued (as every export waits; a device-wide
        # synchronize would also take other streams' errors, which are theirs to raise)
        _inflight.wait_for_uses(self._mem)
        if self._buffer is not None and not _VALIDATING:  # anyrt memory: the core knows its device (Buffer.copy_to's call)
            rc = _memcpy(ffi.from_buffer(host, require_writable=True), ffi.cast("void *", self._ptr + lo), hi - lo, _INFER)
            if rc:
                raise_status(rc)
            return
        with _state.on_device(self._device.kind_value, self._device.index):
            _raw.memcpy(ffi.from_buffer(host), ffi.cast("void *", self._ptr + lo), hi - lo, _INFER)

    def tolist(self) -> Any:
        return self.numpy().tolist()

    def item(self) -> Any:
        if self.size != 1:
            raise _state.error(InvalidValueError, "Tensor.item", "self", f"has {self.size} elements, not 1")
        return self.numpy().reshape(()).item()

    def to(self, device: Any = None, dtype_: Any = None) -> Tensor:
        """This tensor on `device` in `dtype` (None: its own): itself where both are its own, else a copy;
        the conversion runs on this tensor's device (anyrt.ops.cast), before any move."""
        t = self
        if dtype_ is not None and dtype(dtype_, "Tensor.to") != self._dtype:
            t = self.astype(dtype_)
        dev = _device_arg(device, "Tensor.to")
        if dev == t._device:
            return t
        return asarray(t._raw_host(), dtype=t._dtype, device=dev)

    def astype(self, dtype_: Any) -> Tensor:
        """A contiguous copy in `dtype`, converted on the device (anyrt.ops.cast: floats to integers
        truncate, to bool is `!= 0`), as NumPy's astype."""
        out = empty(self._shape, dtype(dtype_, "Tensor.astype"), self._device)
        _ops.cast(self, out=out)
        return out

    def _raw_host(self) -> np.ndarray:
        """The elements as stored (bfloat16 as its uint16 bits), contiguous, on the host."""
        shape = self._shape
        if self._strides == _contiguous_strides(shape):  # C order already: one copy into the result
            nbytes = math.prod(shape) * DTYPE_SIZE[self._dtype]
            if nbytes:
                out = np.empty(shape, self._dtype.storage)
                self._copy_span_to_host(out, 0, nbytes)
                return out
        lo, hi = self._span()
        host = np.empty(max(hi - lo, 1), np.uint8)
        if hi > lo:
            self._copy_span_to_host(host, lo, hi)
        view = np.ndarray(self._shape, self._dtype.storage, host, -lo, tuple(s * self.itemsize for s in self._strides))
        return np.array(view, copy=True, order="C")

    # ---- protocols

    def _finish(self) -> None:
        """Wait for the work queued on the tensor's memory (the streams its Memory record names),
        before another library reads it: anyrt's or lent (a NumPy array) alike."""
        _inflight.wait_for_uses(self._mem)

    def _host_addressable(self) -> bool:
        return self._memory in ("host", "unified", "foreign_host") or self._device.host_accessible

    @property
    def __array_interface__(self) -> dict[str, Any]:
        """NumPy's array interface, for memory the host addresses (cpu devices; host and unified
        memory): `np.asarray(t)` is a view, after the work queued on the tensor is done. bfloat16
        shows as its uint16 bits."""
        if not self._host_addressable():
            raise AttributeError(f"{self!r} lives in device memory the host cannot address; use .numpy()")
        self._check_live("Tensor.__array_interface__")
        self._finish()
        return {"version": 3, "shape": self._shape, "typestr": self._dtype.storage.str, "data": (self._ptr, self._readonly),
                "strides": tuple(s * self.itemsize for s in self._strides)}

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        """For memory the host cannot address (NumPy takes __array_interface__ first elsewhere): a copy."""
        arr = self.numpy()
        return arr if dtype is None else arr.astype(dtype, copy=False)

    @property
    def __cuda_array_interface__(self) -> dict[str, Any]:
        """The CUDA Array Interface (version 3) where a CUDA consumer can address the memory; waits for
        the work queued on it, so `stream` is None (the same rule as Buffer's)."""
        return _interop.tensor_cuda_array_interface(self)  # type: ignore[no-any-return]

    def __dlpack__(self, stream: Any = None, max_version: tuple[int, int] | None = None,
                   dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> Any:
        """A DLPack capsule with the tensor's dtype, shape and strides (zero-copy; versioned when the
        consumer asks with max_version >= (1, 0))."""
        return _interop.tensor_to_dlpack(self, stream=stream, max_version=max_version, dl_device=dl_device, copy=copy)

    def __dlpack_device__(self) -> tuple[int, int]:
        return _interop.tensor_dlpack_device(self)  # type: ignore[no-any-return]

    # ---- arithmetic through anyrt.ops

    def __add__(self, other: Any) -> Tensor:
        return _ops.add(self, _like(other, self))  # type: ignore[no-any-return]

    def __sub__(self, other: Any) -> Tensor:
        return _ops.sub(self, _like(other, self))  # type: ignore[no-any-return]

    def __mul__(self, other: Any) -> Tensor:
        return _ops.mul(self, _like(other, self))  # type: ignore[no-any-return]

    def __matmul__(self, other: Any) -> Tensor:
        return _ops.gemm(self, _like(other, self))  # type: ignore[no-any-return]


# The layers above this module register themselves here when imported (anyrt imports both), so this
# module need not import them: anyrt.ops (arithmetic, contiguous, copy_) and anyrt.interop (DLPack, the
# CUDA Array Interface).
_ops: Any = None
_interop: Any = None
_INFER = MEMCPY_KIND["default"]  # the core infers a copy's direction from its allocation registry
_memcpy = lib.anyrt_memcpy


def _like(other: Any, t: Tensor) -> Tensor:
    if isinstance(other, Tensor):
        return other
    value = np.asarray(other)
    if t.dtype.storage.kind in "biu" and t.dtype != "bfloat16" and value.dtype.kind not in "biu":
        # NumPy promotes int32 * 0.5 to float64; anyrt has no casts, and truncating 0.5 to 0 is silent
        raise _state.error(InvalidValueError, "Tensor arithmetic", "other",
                           f"is {value.dtype.name} {other!r}, but the tensor is {t.dtype}: anyrt does not promote "
                           f"(NumPy would give a float result); pass an integer or a float tensor")
    return asarray(np.asarray(other, dtype=t.dtype.storage if t.dtype != "bfloat16" else np.float32), dtype=t.dtype,
                   device=t.device)


def _device_arg(device: Any, function: str) -> Device:
    if device is None:
        return current_device()
    if isinstance(device, Device):
        return device
    if isinstance(device, str | int):
        return Device(device)
    raise TypeError(f"{function}: device must be an anyrt.Device or 'kind:index', not {type(device).__name__}")


# ---- creation

def empty(shape: Any, dtype: Any = "float32", device: Any = None, memory: MemoryKind = "device") -> Tensor:
    """An uninitialized contiguous tensor on `device` (default: the current device)."""
    # the common arguments (a name, an int or a tuple of ints, a Device or None) skip the general checks
    dt = _dtype_by_name(dtype) if type(dtype) is str or type(dtype) is DType else None
    if dt is None:
        dt = globals()["dtype"](dtype, "empty")
    if type(shape) is int and shape >= 0:
        sh: tuple[int, ...] = (shape,)
        strides: tuple[int, ...] = (1,)
        count = shape
    else:
        sh = shape if type(shape) is tuple and all(type(n) is int and n >= 0 for n in shape) else _shape(shape, "empty")
        strides, count = _contiguous_strides(sh), math.prod(sh)
    dev = device if type(device) is Device else _device_arg(device, "empty")
    buf = _new_buffer(dev, max(count * DTYPE_SIZE[dt], 1), memory)
    return _tensor(buf, None, buf._ptr, dt, sh, strides, dev, memory)


def _tensor(buffer: Buffer | None, owner: Any, ptr: int, dtype: DType, shape: tuple[int, ...], strides: tuple[int, ...],
            device: Device, memory: str, readonly: bool = False, mem: _inflight.Memory | None = None) -> Tensor:
    """Tensor(...) without keyword arguments, which cost more than the rest of making one (a dict
    built and taken apart per call)."""
    t = _object_new(Tensor)
    t._setup(buffer, owner, ptr, dtype, shape, strides, device, memory, readonly, mem)
    return t


_object_new = object.__new__


_dtype_by_name = DTYPES.get


def zeros(shape: Any, dtype: Any = "float32", device: Any = None) -> Tensor:
    t = empty(shape, dtype, device)
    assert t.buffer is not None
    t.buffer.fill(0)
    return t


def full(shape: Any, fill_value: Any, dtype: Any = "float32", device: Any = None) -> Tensor:
    dt = globals()["dtype"](dtype, "full")
    host = _encode(np.full(_shape(shape, "full"), fill_value, dtype=np.float32 if dt == "bfloat16" else dt.storage), dt)
    return asarray(host, dtype=dt, device=device, copy=True)  # new device memory, never a view of `host`


def ones(shape: Any, dtype: Any = "float32", device: Any = None) -> Tensor:
    return full(shape, 1, dtype, device)


def float32_to_bf16(values: np.ndarray) -> np.ndarray:
    """bfloat16 bits (uint16) of float values, rounded to nearest even."""
    bits = np.asarray(values, dtype=np.float32, order="C").view(np.uint32).astype(np.uint64)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_to_float32(bits: np.ndarray) -> np.ndarray:
    """The float32 values of bfloat16 bits (exact)."""
    return (np.asarray(bits, order="C").astype(np.uint32) << 16).view(np.float32).reshape(np.shape(bits))


def _encode(values: np.ndarray, dt: DType) -> np.ndarray:
    """Host values in dt's storage (bfloat16: float32 rounded to nearest even, as bits)."""
    if dt != "bfloat16" or values.dtype == np.uint16:
        return np.asarray(values, dtype=dt.storage, order="C")  # ascontiguousarray would make 0-d 1-d
    return float32_to_bf16(values)


def asarray(obj: Any, dtype: Any = None, device: Any = None, copy: bool | None = None) -> Tensor:
    """A Tensor of `obj` on `device` (default: the current device): a Tensor as it is (moved when on
    another device); a DLPack producer on that device without a copy (unless copy=True); anything
    else (NumPy arrays, buffer-protocol objects, nested lists) copied into new device memory."""
    dev = _device_arg(device, "asarray")
    want = None if dtype is None else globals()["dtype"](dtype, "asarray")
    if isinstance(obj, Tensor):
        if want is not None and want != obj.dtype:
            raise _state.error(InvalidValueError, "asarray", "dtype", f"casting {obj.dtype} to {want} is not an operator yet")
        t = obj.to(dev)
        return t.clone() if copy and t is obj else t
    if not copy and hasattr(obj, "__dlpack__") and not isinstance(obj, np.ndarray | Buffer):
        t = from_dlpack(obj)
        if t.device == dev and (want is None or want == t.dtype):
            return t
    if isinstance(obj, np.ndarray) and not copy and dev.kind in HOST_MEMORY_KINDS and (
            (held := _of_numpy(obj.dtype)) is not None and (want is None or want == held)):
        return _wrap_numpy(obj, dev)
    host = np.asarray(obj)
    if host.dtype.kind not in "biuf":  # complex, strings, objects: no anyrt dtype holds them; never truncate
        raise _state.error(InvalidValueError, "asarray", "obj", f"has NumPy dtype {host.dtype}, which no anyrt element "
                           f"type holds (known: {', '.join(n for n in DTYPES if n != 'byte')})")
    if want is None:
        if _of_numpy(host.dtype) is None:
            host = host.astype(np.float32) if host.dtype.kind == "f" else host.astype(np.int64)
        want = _of_numpy(host.dtype)
        assert want is not None
    host = _encode(host, want)
    out = empty(host.shape, want, dev)
    if host.nbytes:
        assert out.buffer is not None
        # C-ordered (_encode), and empty() allocated exactly host.nbytes
        out.buffer.copy_from(host if host.ndim == 1 else host.reshape(-1))
    return out


def _wrap_numpy(arr: np.ndarray, dev: Device) -> Tensor:
    """A host NumPy array as a cpu-device tensor, without a copy (cpu devices run on host memory)."""
    iface = arr.__array_interface__
    itemsize = arr.itemsize
    strides = tuple(s // itemsize for s in arr.strides) if all(s % itemsize == 0 for s in arr.strides) else None
    if strides is None:
        return asarray(np.ascontiguousarray(arr), device=dev, copy=True)
    return Tensor(buffer=None, owner=arr, ptr=iface["data"][0], dtype=_of_numpy(arr.dtype),
                  shape=tuple(arr.shape), strides=strides, device=dev, memory="foreign_host",
                  readonly=not arr.flags.writeable, mem=_record_of(arr))


# One inflight record per NumPy memory owner (the root of an array's .base chain), so tensors made from
# two views of one array know each other's queued work (consumers wait for it; out= sees the overlap).
_foreign: dict[int, _inflight.Foreign] = {}
_foreign_lock = _state.new_lock()


def _record_of(arr: np.ndarray) -> _inflight.Foreign:
    root: Any = arr
    while isinstance(root, np.ndarray) and root.base is not None:
        root = root.base
    key = id(root)
    with _foreign_lock:
        rec = _foreign.get(key)
        if rec is None:
            rec = _inflight.Foreign()
            try:
                weakref.finalize(root, _foreign.pop, key, None)
            except TypeError:  # an owner without weak references: a record of its own
                return rec
            _foreign[key] = rec
    return rec


def from_dlpack(x: Any, device: Any = None) -> Tensor:
    """A Tensor over a DLPack producer's memory (NumPy, torch, CuPy, JAX, ...), without a copy. Host
    memory (kDLCPU) becomes a tensor of the cpu device `device` (default cpu:0); CUDA memory one of
    that CUDA device."""
    return _interop.import_dlpack(x, _device_arg(device, "from_dlpack") if device is not None else None)


