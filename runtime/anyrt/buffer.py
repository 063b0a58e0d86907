"""Buffers: device memory with copies to and from host objects (anything with the buffer protocol)
and other buffers, fills, views and DLPack export."""

from __future__ import annotations

import threading
from collections.abc import Callable
from types import TracebackType
from typing import Any, Literal, TypeVar, get_args

import numpy as np

from anyrt import _errors, _hot, _inflight, _state
from anyrt import device as _device_module
from anyrt._cffi import ffi, lib
from anyrt._errors import Error, InvalidValueError, OutOfMemoryError, check_fallbacks, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import MEMCPY_KIND
from anyrt._layers import VALIDATING as _VALIDATING
from anyrt.device import Device, current_device
from anyrt.stream import Stream, entered_stream

# Copies let the core infer their direction from its allocation registry (the one place that knows
# which side of a copy each memory kind is on).
_INFER = MEMCPY_KIND["default"]
_memcpy = lib.anyrt_memcpy
_memcpy_async = lib.anyrt_memcpy_async
_free_lock = _state.new_lock()

# The memory a Buffer can hold, with the spec functions that allocate and release it: device memory,
# page-locked host memory the device copies fast, and unified memory both can address.
_ALLOCATORS: dict[str, tuple[Callable[[int], Any], Callable[[Any], Any]]] = {
    "device": (_raw.malloc, _raw.free),
    "host": (_raw.malloc_host, _raw.free_host),
    "unified": (_raw.malloc_unified, _raw.free_unified),
}
MemoryKind = Literal["device", "host", "unified"]  # the `memory=` of allocations, for type checkers
MEMORY_KINDS: tuple[str, ...] = get_args(MemoryKind)
assert MEMORY_KINDS == tuple(_ALLOCATORS)
_MEMORY_CODES = {name: i for i, name in enumerate(MEMORY_KINDS)}  # anyrt_py_allocate's `memory`
_py_allocate = lib.anyrt_py_allocate
_py_free = lib.anyrt_py_free
_SIZE_MAX = _state.C_SIZE[1]
_FELL_BACK = lib.ANYRT_PY_FELL_BACK
_OUT_OF_MEMORY = lib.ANYRT_STATUS_OUT_OF_MEMORY


class _Out(threading.local):
    """Per-thread out-parameter of anyrt_py_allocate, made once per thread, not per allocation."""

    def __init__(self) -> None:
        self.status = ffi.new("int *")


_out = _Out()

_T = TypeVar("_T")  # copy_to returns the very object it was given


# DLPack exports that a consumer still holds, by runtime generation (a forked child's runtime is new)
_live_exports: dict[int, int] = {}
# Memory kinds the host can address directly (after the work queued on them is done).
HOST_ADDRESSABLE = frozenset({"host", "unified"})
# anyrt.interop: DLPack and the CUDA Array Interface of Buffers and Tensors. It sits above this module
# and registers itself here when imported (anyrt imports it), so this module need not import it.
_interop: Any = None


def _refuse_shutdown_with_exports() -> None:
    """shutdown() frees every allocation: not while a consumer (np.from_dlpack, torch) still reads one."""
    held = _live_exports.get(_state._generation, 0)
    if held > 0:
        raise Error("error", "shutdown", "", "", f"shutdown: {held} DLPack export(s) of anyrt memory are still "
                    "held by their consumers (e.g. a NumPy array from np.from_dlpack), which would read freed memory; "
                    "drop them first")


_state.shutdown_checks.append(_refuse_shutdown_with_exports)


def _free_raw(ptr: int, gen: int, memory: str) -> None:
    if _state.finalizer_context_ok(gen):
        # a finalizer has no caller to report a failure to, nor a line to warn at
        _py_free(ptr, _MEMORY_CODES[memory], _errors._reported)


def _release_later_or_now(ptr: int, gen: int, memory: str) -> None:
    """Free from a finalizer: on a stream's worker thread later, from an ordinary thread."""
    if _state.local.in_callback:
        _state.defer(lambda: _free_raw(ptr, gen, memory))
    else:
        _free_raw(ptr, gen, memory)


def _wait_then_free(queues: tuple[_inflight.Queue, ...], ptr: int, gen: int, memory: str) -> None:
    if _state.finalizer_context_ok(gen):
        for q in queues:
            q.wait()
        _free_raw(ptr, gen, memory)


def _release_held_work(dev: Device) -> bool:
    """Before an allocation refuses for want of memory: free what finished work held (dropped results
    wait in their stream's queue until a wait). Whether there was any, so the caller retries once."""
    if _state.local.in_callback:  # on a stream's worker thread, waiting for streams could wait for itself
        return False
    held = _inflight.release_held(dev)
    if _state._deferred:
        _state.run_deferred()
    return held


def _positive_int(value: Any, function: str, param: str) -> int:
    value = _state.integer(value, function, param)
    if value <= 0:
        raise _state.error(InvalidValueError, function, param, f"must be positive (got {value})")
    if value > _state.C_SIZE[1]:
        raise _state.error(InvalidValueError, function, param, f"does not fit a size_t (got {value})")
    return value


def _host_bytes(obj: Any, function: str, param: str, size: int, writable: bool) -> Any:
    """A cffi char[] over `obj`'s memory, after checking it is C-contiguous, `size` bytes long
    and, for a destination, writable."""
    try:
        view = memoryview(obj)
    except TypeError:
        raise TypeError(f"{function}: argument '{param}' must be an anyrt.Buffer or support the buffer protocol "
                        f"(numpy array, bytearray, memoryview, ...), not {type(obj).__name__}") from None
    if "O" in view.format:
        # Copying bytes over (or out of) Python object pointers would corrupt the object array.
        raise _state.error(InvalidValueError, function, param, f"holds Python objects (format {view.format!r}); only plain "
                           "numeric or byte data can be copied (for numpy: an array whose dtype is not object)")
    if writable and view.readonly:
        raise _state.error(InvalidValueError, function, param, f"is read-only ({type(obj).__name__}); pass a writable "
                           "object such as a bytearray or a writable numpy array")
    if not view.c_contiguous:
        raise _state.error(InvalidValueError, function, param, "must be C-contiguous")
    if view.nbytes != size:
        raise _state.error(InvalidValueError, function, param, f"has {view.nbytes} bytes, but the buffer has {size} "
                           "(sizes must match; use Buffer.view for a sub-range)")
    flat = view.cast("B") if view.ndim != 1 or view.format not in ("B", "b", "c") else view
    return ffi.from_buffer(flat, require_writable=writable)


class Buffer(_inflight.Memory):
    """`nbytes` of memory of `device` (default: the current device). Usually made with
    `Device.allocate` or `anyrt.allocate`. `memory`: 'device' (default), 'host' (page-locked host
    memory the device copies fast) or 'unified' (addressable from the host and the device).

    Copies and fills without a stream are synchronous; with a stream they are queued on it and
    return at once (the stream keeps the host objects and buffers involved alive until it is known
    to be done). `free()` is idempotent and garbage collection frees too; `view()` makes
    sub-ranges that share the memory without owning it. Usable as a context manager that frees
    on exit.
    """

    # Slots, no instance dict: attribute access is a load (the C methods anyrt._hot installs below
    # read them by offset). _setup and view() set every one of them.
    __slots__ = ("_freed", "_memory", "_base", "_ptr", "_pins", "_free_pending", "_offset", "_cptr", "_size", "_device",
                 "_gen", "__weakref__")
    _freed: bool
    _memory: str
    _base: Buffer | None  # the owner of a view
    _ptr: int
    _pins: int  # live DLPack exports
    _free_pending: bool  # free() called while exported
    _offset: int
    _cptr: Any  # the void* for C calls: see _void
    _size: int
    _device: Device
    _gen: int

    def __init__(self, nbytes: int, device: Device | None = None, memory: MemoryKind = "device") -> None:
        dev = device if device is not None else current_device()
        if not isinstance(dev, Device):
            raise TypeError(f"Buffer: device must be an anyrt.Device, not {type(device).__name__}")
        self._setup(dev, nbytes, memory)

    def _setup(self, dev: Device, nbytes: int, memory: str) -> None:
        if _state._deferred:
            _state.run_deferred()
        self._size = nbytes if type(nbytes) is int and 0 < nbytes <= _SIZE_MAX else \
            _positive_int(nbytes, "allocate", "nbytes")
        code = _MEMORY_CODES.get(memory) if type(memory) is str else None
        if code is None:
            raise _state.error(InvalidValueError, "allocate", "memory",
                               f"must be one of {', '.join(MEMORY_KINDS)} (got {memory!r})")
        # Every attribute set here, in one order: CPython's specialized loads and stores (3.11+) then
        # serve them from the instance; a class default read by an instance takes the generic path.
        self._memory = MEMORY_KINDS[code]  # the one string object per kind (anyrt._hot compares identity)
        self._device = dev
        self._gen = _state._generation
        self._base = None
        self._pins = 0
        self._free_pending = False
        self._uses = None  # the inflight queues that may still use the memory (of the root only)
        self._last_q = None
        self._offset = 0
        self._cptr = None
        self._freed = True  # until the memory is there: nothing for the finalizer to free
        if _VALIDATING:  # the generated wrapper records the caller's site for leak reports
            try:
                with _state.on_device(dev._kind, dev._index):
                    ptr = _ALLOCATORS[memory][0](self._size)
            except OutOfMemoryError:
                if not _release_held_work(dev):
                    raise
                with _state.on_device(dev._kind, dev._index):
                    ptr = _ALLOCATORS[memory][0](self._size)
            self._cptr = ptr
            self._ptr = int(ffi.cast("uintptr_t", ptr))
        else:  # one C call: the device switch, the allocation and the switch back
            status = _out.status
            ptr = _py_allocate(dev._kind, dev._index, code, self._size, _errors._reported, status)
            if not ptr and status[0] == _OUT_OF_MEMORY and _release_held_work(dev):
                ptr = _py_allocate(dev._kind, dev._index, code, self._size, _errors._reported, status)
            if not ptr:
                raise_status(status[0])
            self._ptr = ptr
            self._freed = False
            if status[0]:  # ANYRT_PY_FELL_BACK (a warning raised as an error drops the buffer: __del__ frees)
                check_fallbacks()
            return
        self._freed = False

    def _void(self) -> Any:
        """The void* for C calls, made on first use and kept (an allocate + free that never copies
        skips the cast, which costs more than the allocation's C call)."""
        self._cptr = ffi.cast("void*", self._ptr)
        return self._cptr


    # ---- identity

    @property
    def ptr(self) -> int:
        """Device address of the first byte."""
        return self._ptr

    @property
    def size(self) -> int:
        """Size in bytes."""
        return self._size

    @property
    def nbytes(self) -> int:
        return self._size

    @property
    def device(self) -> Device:
        return self._device

    @property
    def memory(self) -> str:
        """'device', 'host' (page-locked host memory) or 'unified'."""
        return self._memory

    @property
    def base(self) -> Buffer | None:
        """The owning buffer of a view (None for an owning buffer)."""
        return self._base

    @property
    def freed(self) -> bool:
        return self._freed or (self._base is not None and self._base._freed)

    def __repr__(self) -> str:
        what = "view" if self._base is not None else "Buffer"
        state = " freed" if self.freed else ""
        memory = "" if self._memory == "device" else f" ({self._memory} memory)"
        return f"<anyrt.{what} of {self._size} bytes on {self._device!r}{memory} at 0x{self._ptr:x}{state}>"

    def _live(self, function: str, param: str = "self") -> Any:
        _state.check_alive(self._gen, "buffer", function, param)
        if self.freed:
            raise _state.error(InvalidValueError, function, param, "is a buffer that was already freed",
                               self._device.backend or "")
        return ffi.cast("void*", self._ptr)

    def _stream(self, stream: Any, device: Device, function: str) -> Any:
        if not isinstance(stream, Stream):
            raise TypeError(f"{function}: argument 'stream' must be an anyrt.Stream or None, not {type(stream).__name__}")
        handle = stream._live(function)
        if stream.device != device:
            raise _state.error(InvalidValueError, function, "stream",
                               f"is a stream of {stream.device}, but the work runs on {device}", device.backend or "")
        return handle

    # ---- copies

    def _fast_host(self, host: Any, writable: bool, queued: bool = False) -> bool:
        """Whether a copy with `host` may take the hot path: a live buffer, nothing pending on the
        default stream (for a synchronous copy: outside `with stream:` too), and a C-contiguous NumPy
        array of plain data of exactly this size (what every check of the general path lets through)."""
        if type(host) is not np.ndarray or _VALIDATING or self._gen != _state._generation or self._freed:
            return False
        root = self._base if self._base is not None else self
        if root._freed:
            return False
        uses = root._uses
        if uses and not queued and any(q.is_default for q in uses):  # a synchronous copy orders after those
            return False
        flags = host.flags
        return ((queued or _state.local.current_queue is None) and flags.c_contiguous and
                host.nbytes == self._size and not host.dtype.hasobject and (flags.writeable or not writable))

    def _fast_queue(self, stream: Any, host: Any, cbuf: Any) -> None:
        """The hot path's bookkeeping of a queued copy: the stream holds the host object until it is
        done, and the memory learns the stream may use it."""
        _inflight.hold(stream._q, (self, cbuf, host), (self._base if self._base is not None else self,))

    def copy_from(self, src: Any, stream: Stream | None = None) -> None:
        """Copy `src` (a host object with the buffer protocol, or another Buffer, of exactly
        `self.size` bytes) into this buffer."""
        if stream is None:
            if self._fast_host(src, False):  # hot path: one C call
                rc = _memcpy(self._cptr or self._void(), ffi.from_buffer(src), self._size, _INFER)
                if rc:
                    raise_status(rc)
                return
        elif type(stream) is Stream and stream._device is self._device and not stream._destroyed and \
                stream._native_copy and self._fast_host(src, False, queued=True):
            cbuf = ffi.from_buffer(src)
            self._fast_queue(stream, src, cbuf)
            rc = _memcpy_async(self._cptr or self._void(), cbuf, self._size, _INFER, stream._handle)
            if rc:
                raise_status(rc)
            return
        fn = "Buffer.copy_from"
        dst = self._live(fn)
        if isinstance(src, Buffer):
            _copy_buffers(self, src, stream, fn, "src")
            return
        cbuf = _host_bytes(src, fn, "src", self._size, writable=False)
        entered = entered_stream(self._device) if stream is None else None
        if stream is None and entered is None:
            self._settle_default()
            _raw.memcpy(dst, cbuf, self._size, _INFER)
            return
        on = stream or entered
        assert on is not None
        handle = self._stream(on, self._device, fn)
        on._keep((self, cbuf, src))
        _raw.memcpy_async(dst, cbuf, self._size, _INFER, handle)
        if entered is not None:  # `stream=None` inside `with stream:`: ordered on it, still synchronous
            entered.synchronize()

    def copy_to(self, dst: _T, stream: Stream | None = None) -> _T:
        """Copy this buffer into `dst` (a writable host object with the buffer protocol, or another
        Buffer, of exactly `self.size` bytes) and return `dst`."""
        if stream is None:
            if self._fast_host(dst, True):  # hot path: one C call
                rc = _memcpy(ffi.from_buffer(dst, require_writable=True), self._cptr or self._void(), self._size, _INFER)
                if rc:
                    raise_status(rc)
                return dst
        elif type(stream) is Stream and stream._device is self._device and not stream._destroyed and \
                stream._native_copy and self._fast_host(dst, True, queued=True):
            cbuf = ffi.from_buffer(dst, require_writable=True)
            self._fast_queue(stream, dst, cbuf)
            rc = _memcpy_async(cbuf, self._cptr or self._void(), self._size, _INFER, stream._handle)
            if rc:
                raise_status(rc)
            return dst
        fn = "Buffer.copy_to"
        src = self._live(fn)
        if isinstance(dst, Buffer):
            _copy_buffers(dst, self, stream, fn, "dst")
            return dst
        cbuf = _host_bytes(dst, fn, "dst", self._size, writable=True)
        entered = entered_stream(self._device) if stream is None else None
        if stream is None and entered is None:
            self._settle_default()
            _raw.memcpy(cbuf, src, self._size, _INFER)
            return dst
        on = stream or entered
        assert on is not None
        handle = self._stream(on, self._device, fn)
        on._keep((self, cbuf, dst))
        _raw.memcpy_async(cbuf, src, self._size, _INFER, handle)
        if entered is not None:  # `stream=None` inside `with stream:`: ordered on it, still synchronous
            entered.synchronize()
        return dst

    def fill(self, byte: int, stream: Stream | None = None) -> None:
        """Set every byte to `byte` (0..255)."""
        fn = "Buffer.fill"
        ptr = self._live(fn)
        byte = _state.integer(byte, fn, "byte")
        if not 0 <= byte <= 255:
            raise _state.error(InvalidValueError, fn, "byte", f"must be in 0..255 (got {byte})")
        entered = entered_stream(self._device) if stream is None else None
        if stream is None and entered is None:
            self._settle_default()
            _raw.memset(ptr, byte, self._size)
            return
        on = stream or entered
        assert on is not None
        handle = self._stream(on, self._device, fn)
        on._keep(self)
        _raw.memset_async(ptr, byte, self._size, handle)
        if entered is not None:  # `stream=None` inside `with stream:`: ordered on it, still synchronous
            entered.synchronize()

    # ---- views

    def view(self, offset: int, size: int | None = None) -> Buffer:
        """A Buffer over bytes [offset, offset + size) of this one (default: to the end), sharing the
        memory. The view does not own it: freeing the view only retires the view; freeing the owner
        retires its views."""
        fn = "Buffer.view"
        self._live(fn)
        offset = _state.integer(offset, fn, "offset")
        if not 0 <= offset < self._size:
            raise _state.error(InvalidValueError, fn, "offset", f"must be in [0, {self._size}) (got {offset})")
        size = self._size - offset if size is None else _positive_int(size, fn, "size")
        if offset + size > self._size:
            raise _state.error(InvalidValueError, fn, "size",
                               f"reaches past the end: offset {offset} + size {size} > {self._size} bytes")
        view = Buffer.__new__(Buffer)
        view._base = self._base if self._base is not None else self
        view._device = self._device
        view._memory = self._memory
        view._size = size
        view._offset = self._offset + offset
        view._gen = self._gen
        view._ptr = self._ptr + offset
        view._pins = 0
        view._free_pending = False
        view._cptr = None
        view._uses = None
        view._last_q = None
        view._freed = False
        return view

    # ---- lifetime

    def _wait_uses(self) -> None:
        """Wait (keeping the record) for the streams that may still use this memory; other streams
        are left alone."""
        _inflight.wait_for_uses(self._base if self._base is not None else self)

    def _settle_default(self) -> None:
        """Before a synchronous copy or fill: wait for work queued on the device's default stream
        (`stream=None`) on this memory, so the call sees its result, as torch's default stream
        orders them (validation reports the unordered access in C)."""
        root = self._base if self._base is not None else self
        if root._uses:
            _inflight.wait_for_default_use(root, root._device)

    def free(self) -> None:
        """Release the memory (a view only retires itself). Idempotent. While a DLPack export of
        the buffer (or of a view of it) is alive, the memory is released when the last one goes."""
        with _free_lock:
            if self._freed:
                return
            self._freed = True
            if self._base is not None:
                return
            if self._pins:
                self._free_pending = True
                return
        if self._gen != _state._generation:
            return
        if self._uses:
            if _state.local.in_callback:
                # On a stream's worker thread, waiting for streams could wait for this very thread.
                self._defer_free()
                return
            try:
                # cudaFree waits likewise: queued work must not write into a later allocation here
                _inflight.wait_for_uses(self, forget=True)
            except Error:
                self._freed = False
                raise
        rc = _py_free(self._ptr, _MEMORY_CODES[self._memory], _errors._reported)
        if rc == _FELL_BACK:
            check_fallbacks()
        elif rc:
            # The runtime still holds the memory (a backend free failed): stay live so the caller
            # can retry, instead of leaking it behind a buffer that says it is freed.
            self._freed = False
            raise_status(rc)

    def _defer_free(self) -> None:
        queues, ptr, gen, memory = _inflight.queues_of(self), self._ptr, self._gen, self._memory
        self._uses, self._last_q = None, None
        _state.defer(lambda: _wait_then_free(queues, ptr, gen, memory))

    def _pin(self) -> None:
        """A DLPack export now points at this memory."""
        root = self._base if self._base is not None else self
        with _free_lock:
            root._pins += 1
            _live_exports[root._gen] = _live_exports.get(root._gen, 0) + 1

    def _unpin(self) -> None:
        """A DLPack export is gone; release the memory if `free()` was called meanwhile."""
        root = self._base if self._base is not None else self
        with _free_lock:
            root._pins -= 1
            _live_exports[root._gen] -= 1
            release = root._pins == 0 and root._free_pending
            if release:
                root._free_pending = False
        if release:
            _release_later_or_now(root._ptr, root._gen, root._memory)

    def __enter__(self) -> Buffer:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.free()

    def __del__(self) -> None:
        if self._freed or self._base is not None:  # the common case: freed explicitly
            return
        try:
            self._freed = True
            if self._gen == _state._generation and not _state._shut_at_exit and not _state.local.in_callback:
                # _free_raw's call, inline: a tensor dropped in a loop frees here every iteration
                _py_free(self._ptr, _MEMORY_CODES[self._memory], _errors._reported)
            else:
                _release_later_or_now(self._ptr, self._gen, self._memory)
        except Exception:
            pass

    # ---- NumPy: bytes, never an object array

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Any:
        """The buffer's bytes as a 1-D uint8 array: a view where the host addresses the memory (devices
        whose backend says so, host and unified memory; after the work queued on it is done), else a host copy."""
        self._live("Buffer.__array__")
        if (self._memory in HOST_ADDRESSABLE or self._device.host_accessible) and not copy:
            self._wait_uses()
            arr = np.frombuffer(ffi.buffer(ffi.cast("char *", self._ptr), self._size), np.uint8)
        else:
            arr = np.empty(self._size, np.uint8)
            self.copy_to(arr)
        return arr if dtype is None else arr.astype(dtype, copy=False)

    # ---- DLPack

    def __dlpack__(self, stream: Any = None, max_version: tuple[int, int] | None = None,
                   dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> Any:
        """A DLPack capsule: a 1-D uint8 tensor over this buffer's memory (zero-copy; the capsule
        keeps the buffer alive and never frees its memory)."""
        return _interop.to_dlpack(self, stream=stream, max_version=max_version, dl_device=dl_device, copy=copy)

    def __dlpack_device__(self) -> tuple[int, int]:
        return _interop.dlpack_device(self._device, self._memory)  # type: ignore[no-any-return]

    @property
    def __cuda_array_interface__(self) -> dict[str, Any]:
        """The CUDA Array Interface (version 3) of a buffer a CUDA consumer can address (a cuda
        device's memory of any kind); absent (AttributeError) on other buffers. Reading it waits
        for the work queued on the memory, so the consumer needs no stream ordering."""
        return _interop.cuda_array_interface(self)  # type: ignore[no-any-return]


def _copy_buffers(dst: Buffer, src: Buffer, stream: Stream | None, fn: str, param: str) -> None:
    """dst <- src between two buffers: same device (D2D), same kind (peer) or across kinds (host staging)."""
    dptr = dst._live(fn, "self" if param == "src" else "dst")
    sptr = src._live(fn, param if param == "src" else "self")
    if src.size != dst.size:
        raise _state.error(InvalidValueError, fn, param, f"is a buffer of {(src if param == 'src' else dst).size} "
                           f"bytes, but the buffer has {(dst if param == 'src' else src).size} (sizes must match)")
    size = dst.size
    entered = entered_stream(dst.device) if stream is None else None
    if entered is not None:  # `stream=None` inside `with stream:`: ordered on it, still synchronous
        _copy_buffers(dst, src, entered, fn, param)
        entered.synchronize()
        return
    if stream is None:
        dst._settle_default()
        src._settle_default()
    if dst.device == src.device:
        kind = _INFER
        if stream is None:
            _raw.memcpy(dptr, sptr, size, kind)
        else:
            handle = dst._stream(stream, dst.device, fn)
            stream._keep((dst, src))
            _raw.memcpy_async(dptr, sptr, size, kind, handle)
    elif dst.device.kind_value == src.device.kind_value and "host" in (dst._memory, src._memory):
        # Pinned host memory is host memory to every device of its backend: a plain copy (not a peer
        # copy, which needs device memory at both ends) run by the device that owns the device end.
        # A stream of the host end's device cannot run it: the copy then waits for that stream and
        # runs synchronously, which keeps the stream's order without a second stream.
        side = src if dst._memory == "host" else dst
        kind = _INFER
        if isinstance(stream, Stream) and stream.device in (dst.device, src.device):
            if side._memory == "host" or stream.device == side.device:
                side = dst if stream.device == dst.device else src
            else:
                stream._live(fn)
                stream.synchronize()
                stream = None
        with _state.on_device(side.device.kind_value, side.device.index):
            if stream is None:
                _raw.memcpy(dptr, sptr, size, kind)
            else:
                handle = side._stream(stream, side.device, fn)
                stream._keep((dst, src))
                _raw.memcpy_async(dptr, sptr, size, kind, handle)
    elif dst.device.kind_value == src.device.kind_value:
        kind, di, si = dst.device.kind_value, dst.device.index, src.device.index
        if stream is None:
            with _state.on_device(kind, di):
                _raw.memcpy_peer(dptr, di, sptr, si, size)
        else:
            handle = dst._stream(stream, dst.device, fn)
            stream._keep((dst, src))
            with _state.on_device(kind, di):
                _raw.memcpy_peer_async(dptr, di, sptr, si, size, handle)
    else:
        staging = bytearray(size)
        src.copy_to(staging)
        dst.copy_from(staging, stream)


def _new_buffer_py(device: Device, nbytes: int, memory: str = "device") -> Buffer:
    """Device.allocate's buffer: __init__ without its checks of `device` (anyrt._hot.new_buffer's
    general case)."""
    self = _object_new(Buffer)
    self._setup(device, nbytes, memory)
    return self


_object_new = object.__new__

# Buffer's hot methods and Device.allocate in C (anyrt._hot, reading the slots above by offset):
# allocation, free, the finalizer and the synchronous copies with a host object each do their common case
# in one C call and hand every other case, with its errors, to the Python method defined above.
_c_methods = _hot.configure_buffer(
    buffer=Buffer, device=Device, queue=_inflight.Queue, memory_kinds=MEMORY_KINDS,
    allocate=int(ffi.cast("uintptr_t", ffi.addressof(lib, "anyrt_py_allocate"))),
    free=int(ffi.cast("uintptr_t", ffi.addressof(lib, "anyrt_py_free"))),
    memcpy=int(ffi.cast("uintptr_t", ffi.addressof(lib, "anyrt_memcpy"))), copy_kind=_INFER, validating=_VALIDATING,
    state=_state, errors=_errors, free_lock=_free_lock, raise_status=raise_status, check_fallbacks=check_fallbacks,
    new_buffer=_new_buffer_py, callbacks=int(lib.anyrt_py_callbacks_address()))
for _name, _method in _c_methods.items():  # Buffer's, and Device.allocate
    setattr(_method.__objclass__, _name, _method)
_new_buffer: Callable[[Device, int, str], Buffer] = _hot.new_buffer


def allocate(nbytes: int, device: Device | None = None, memory: MemoryKind = "device") -> Buffer:
    """`nbytes` of `memory` ('device', 'host' or 'unified') of `device` (default: the calling
    thread's current device)."""
    return Buffer(nbytes, device, memory)


_device_module._new_buffer = _new_buffer  # Device.allocate's factory (device.py sits below this module)
