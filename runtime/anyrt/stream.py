"""Streams: in-order queues of work on one device, host callbacks in stream order, and the
calling thread's current stream."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Any

from anyrt import _state
from anyrt._cffi import ffi, lib
from anyrt._errors import Error, InvalidHandleError, InvalidValueError, check_fallbacks, raise_status
from anyrt._gen import _raw
from anyrt.device import Device, current_device

_query_stream = lib.anyrt_query_stream
_synchronize_stream = lib.anyrt_synchronize_stream
_NOT_READY = lib.ANYRT_STATUS_NOT_READY

if TYPE_CHECKING:
    from anyrt.event import Event


class _Kept:
    """Host objects queued calls hold, in queue order. Marks count every object ever kept (dropped +
    len(keep)), so two synchronizes that overlap each release only what was queued before their own
    mark, in whichever order they end. The owner's lock guards both methods."""

    __slots__ = ("keep", "dropped")

    def __init__(self) -> None:
        self.keep: list[Any] = []
        self.dropped = 0

    def _mark(self) -> int:
        return self.dropped + len(self.keep)

    def _release(self, upto: int) -> None:
        n = upto - self.dropped
        if n > 0:
            del self.keep[:n]
            self.dropped += n


class _StreamState(_Kept):
    """What a stream's callbacks share with it, without keeping the Stream itself alive (a callback
    must never drop the last reference to its own stream on the stream's worker thread)."""

    __slots__ = ("errors", "callbacks", "lock", "holders")

    def __init__(self, holders: set[_StreamState]) -> None:
        super().__init__()
        self.errors: list[BaseException] = []
        self.callbacks: set[_Callback] = set()
        self.lock = threading.Lock()
        # its device's states with objects to release or errors to raise (Device.synchronize visits
        # only those, however many streams the device has); every add to keep or errors joins it
        self.holders = holders

    def mark(self) -> int:
        with self.lock:
            return self._mark()

    def release(self, upto: int) -> None:
        """Drop the host objects queued before the mark `upto`: their work has finished."""
        with self.lock:
            self._release(upto)

    def take_error(self) -> BaseException | None:
        with self.lock:
            if not self.errors:
                return None
            first = self.errors[0]
            self.errors.clear()
            return first


class _Callback:
    __slots__ = ("fn", "state", "handle", "__weakref__")

    def __init__(self, fn: Callable[[], Any], state: _StreamState) -> None:
        self.fn: Callable[[], Any] | None = fn
        self.state = state
        self.handle: Any = ffi.new_handle(self)


@ffi.def_extern()
def anyrt_py_host_fn(user_data: Any) -> None:
    """Trampoline for Stream.add_callback: runs on a backend thread (or inline for a backend that
    lacks callbacks). Exceptions are kept for the stream's next synchronize."""
    record: _Callback | None = ffi.from_handle(user_data)
    assert record is not None
    fn, state = record.fn, record.state
    record.fn = None
    local = _state.local
    outer = local.in_callback
    local.in_callback = True
    try:
        try:
            if fn is not None:
                fn()
        except BaseException as exc:  # re-raised by the stream's next synchronize
            with state.lock:
                state.errors.append(exc)
            state.holders.add(state)
        finally:
            # Drop the callable (and whatever it holds, maybe the Stream itself) while still
            # marked as in a callback, so finalizers it triggers are deferred off this thread.
            fn = None
            with state.lock:
                state.callbacks.discard(record)
            record = None
    finally:
        local.in_callback = outer


_streams: weakref.WeakSet[Stream] = weakref.WeakSet()
_holding: dict[Device, set[_StreamState]] = {}


def _keep_marks(device: Device) -> list[tuple[_StreamState, int]]:
    """How many host objects each stream of `device` that holds any holds now (before a device-wide
    synchronize)."""
    # dropped read before len: a release in between can only make the mark smaller (never cover more)
    return [(st, st.dropped + len(st.keep)) for st in list(_holding.get(device, ()))]


def _release_marks(marks: list[tuple[_StreamState, int]]) -> None:
    for st, n in marks:
        if n:
            st.release(n)
        st.holders.discard(st)
        if st.keep or st.errors or st.callbacks:  # added to meanwhile (the add may have come before the discard)
            st.holders.add(st)


def _slot() -> Stream | None:
    """The Stream in the calling thread's current-stream slot (the C layer keeps one per thread,
    current while its device is the current device): the innermost `with stream:`, else what
    `set_stream` set; None when neither, or when it was destroyed."""
    local = _state.local
    stack = local.stream_stack
    s: Stream | None = stack[-1][3] if stack else local.base_stream
    if s is None or s._destroyed or s._gen != _state._generation:
        return None
    return s


def entered_stream(device: Device | None = None) -> Stream | None:
    """The stream a `stream=None` argument means for `device` (default: the current device) when it
    is not the default stream, else None (the callers' default-stream path)."""
    s = _slot()
    if s is None or s._is_default:
        return None
    dev = device if device is not None else current_device()
    return s if s._device == dev else None


def current_stream(device: Device | None = None) -> Stream:
    """The calling thread's current stream of `device` (default: the current device): the one made
    current by `with stream:` or `set_stream`, else the device's default stream. What `stream=None`
    arguments use: as in the C layer, only the innermost one counts, and only for its own device."""
    dev = device if device is not None else current_device()
    s = _slot()
    return s if s is not None and s._device == dev else default_stream(dev)


_defaults: dict[Device, Stream] = {}
_defaults_lock = threading.Lock()


def default_stream(device: Device | None = None) -> Stream:
    """`device`'s default stream (default: the current device): the stream work goes to when no other
    is current. One object per device, which cannot be destroyed (torch.cuda.default_stream)."""
    dev = device if device is not None else current_device()
    if not isinstance(dev, Device):
        raise TypeError(f"default_stream: device must be an anyrt.Device or None, not {type(device).__name__}")
    s = _defaults.get(dev)
    if s is not None and s._gen == _state._generation:
        return s
    with _defaults_lock:
        s = _defaults.get(dev)
        if s is None or s._gen != _state._generation:
            s = _defaults[dev] = Stream._default_of(dev)
    return s


def set_stream(stream: Stream) -> None:
    """Make `stream` the calling thread's current stream (torch.cuda.set_stream): what `stream=None`
    arguments use while its device is the current device. Like the C layer's anyrt_set_stream there
    is one such stream per thread (setting one replaces that of another device). Inside a
    `with stream:` block it lasts until the block ends, which restores the stream from before it."""
    _state.expect(stream, Stream, "set_stream", "stream")
    live = stream._live("set_stream")
    handle = ffi.NULL if stream._is_default else live  # the C layer's null means the default stream
    _raw.set_stream(handle)
    local = _state.local
    stack = local.stream_stack
    if stack:
        prev_device, prev_stream, _handle, _stream = stack[-1]
        stack[-1] = (prev_device, prev_stream, handle, stream)
    else:
        local.base_stream = stream


def synchronize_default_stream(device: Device) -> None:
    """Wait for `device`'s default stream (not the thread's current stream, if another is entered)."""
    upto = default_keep_mark(device)
    with _state.on_device(device.kind_value, device.index):
        prev = _raw.get_stream()
        _raw.set_stream(ffi.NULL)
        try:
            _raw.synchronize_stream(ffi.NULL)
        finally:
            _raw.set_stream(prev)
    default_keep_release(device, upto)


class Stream(_state.LiveHandle):
    """An in-order queue of work on `device` (default: the calling thread's current device).

    As a context manager it makes its device the current device and itself that device's current
    stream for the calling thread, restoring both on exit. Work queued on it runs in order;
    `add_callback` runs Python code in that order on a backend thread. Host objects handed to
    asynchronous copies are kept alive until the stream is known to be done with them (the next
    `synchronize`, a `query` that returns True, or a synchronize of its device).
    """

    _what = "stream"
    _destroy = "destroy_stream"
    _is_default = False  # the device's default stream (default_stream): never destroyed

    def __init__(self, device: Device | None = None) -> None:
        self._handle: Any = None
        self._destroyed = True
        _state.run_deferred()
        self._device = device if device is not None else current_device()
        if not isinstance(self._device, Device):
            raise TypeError(f"Stream: device must be an anyrt.Device, not {type(device).__name__}")
        self._bind(_raw.create_stream)
        _streams.add(self)

    @classmethod
    def _default_of(cls, device: Device) -> Stream:
        """The object of `device`'s default stream: the core's own handle for it, which names it even
        while another stream is current (a null handle would mean that other stream)."""
        self = cls.__new__(cls)
        self._is_default = True
        self._device = device
        self._bind(_raw.get_default_stream)
        return self

    def _bind(self, get_handle: Callable[[], Any]) -> None:
        """The rest of a Stream object of `self._device`, its handle from `get_handle` on that device."""
        self._gen = _state.generation()
        self._st = _StreamState(_holding.setdefault(self._device, set()))
        with _state.on_device(self._device.kind_value, self._device.index):
            self._handle = get_handle()
        self._destroyed = False
        self._native_query = self._device._native("query_stream")
        self._native_sync = self._device._native("synchronize_stream")
        self._native_copy = self._device._native("memcpy_async")
        self._weak = weakref.ref(self)

    # ---- identity

    def __repr__(self) -> str:
        state = " destroyed" if self._destroyed else ""
        what = "default stream" if self._is_default else "Stream"
        return f"<anyrt.{what} on {self._device!r}{state}>"

    def __del__(self) -> None:
        if not self._is_default:  # the core owns the default stream
            super().__del__()

    def _keep(self, obj: Any) -> None:
        """Keep `obj` (an object or a tuple of them) alive until the stream's queued work is known to
        be done; buffers among them also learn that this stream may still use their memory."""
        with self._st.lock:
            self._st.keep.append(obj)
        self._st.holders.add(self._st)
        for item in obj if type(obj) is tuple else (obj,):
            note = getattr(item, "_queued_on", None)
            if note is not None:
                note(self)

    # ---- work

    def synchronize(self) -> None:
        """Block until all work queued on the stream has finished. Raises the first error a task hit,
        or the first exception raised by one of its callbacks (the very exception object)."""
        # Hot path: one C call; the locks only where there is something to release or raise.
        if self._destroyed or self._gen != _state._generation:
            self._live("Stream.synchronize")
        if _state._deferred:
            _state.run_deferred()
        st = self._st
        dropped = st.dropped  # the mark, taken before the wait (dropped first: see _keep_marks)
        held = len(st.keep)
        default_upto = default_keep_mark(self._device) if self._is_default else 0
        rc = _synchronize_stream(self._handle)
        if rc:
            raise_status(rc)
        if not self._native_sync:
            check_fallbacks()
        if held:
            st.release(dropped + held)
        if self._is_default:  # stream=None calls queued on it too
            default_keep_release(self._device, default_upto)
        if st.errors:
            exc = st.take_error()
            if exc is not None:
                raise exc

    def query(self) -> bool:
        """True if all queued work has finished, without blocking."""
        # Hot path: one C call when the stream is live and its backend implements query_stream.
        if self._destroyed or self._gen != _state._generation:
            self._live("Stream.query")
        dropped = self._st.dropped  # the mark, taken before the query (dropped first: see _keep_marks)
        held = len(self._st.keep)
        default_upto = default_keep_mark(self._device) if self._is_default else 0
        st = _query_stream(self._handle)
        if st == 0:
            if held:
                self._st.release(dropped + held)
            if default_upto:
                default_keep_release(self._device, default_upto)
            if not self._native_query:
                check_fallbacks()
            return True
        if st == _NOT_READY:
            return False
        raise_status(st)
        return False

    def wait_event(self, event: Event) -> None:
        """Make work queued on this stream after the call wait until `event` has completed."""
        from anyrt.event import Event

        _state.expect(event, Event, "Stream.wait_event", "event")
        handle = self._live("Stream.wait_event")
        _raw.stream_wait_event(handle, event._live("Stream.wait_event", "event"))

    def wait_stream(self, other: Stream) -> None:
        """Make work queued on this stream after the call wait for the work queued on `other` so far
        (torch.cuda.Stream.wait_stream): an event recorded on `other`, waited for here."""
        from anyrt.event import Event

        _state.expect(other, Stream, "Stream.wait_stream", "other")
        marker = Event(device=other.device)
        marker.record(other)
        self.wait_event(marker)

    def record_event(self, event: Event | None = None) -> Event:
        """Record `event` (a new one when None) on this stream and return it."""
        from anyrt.event import Event

        if event is None:
            event = Event(device=self._device)
        event.record(self)
        return event

    def add_callback(self, fn: Callable[[], Any]) -> None:
        """Run `fn()` on a backend thread once the work queued before it has finished. The callable
        is kept alive until it ran; an exception it raises is raised again by the stream's next
        `synchronize`. `fn` must not synchronize this stream or its device (it runs in their work)."""
        if not callable(fn):
            raise TypeError(f"Stream.add_callback: fn must be callable, not {type(fn).__name__}")
        handle = self._live("Stream.add_callback")
        record = _Callback(fn, self._st)
        with self._st.lock:
            self._st.callbacks.add(record)
        self._st.holders.add(self._st)  # its exception, if any, is for the device's next synchronize too
        try:
            _raw.stream_add_callback(handle, lib.anyrt_py_host_fn, record.handle)
        except BaseException:
            with self._st.lock:
                self._st.callbacks.discard(record)
            raise

    # ---- current stream

    def __enter__(self) -> Stream:
        handle = self._live("Stream.__enter__")
        if self._is_default:
            handle = ffi.NULL  # the C layer's name for "no other stream is current"
        local = _state.local
        stack = local.stream_stack
        prev_device = _raw.get_device()
        # The C layer keeps one current stream per thread and reports it only while its device is
        # current, so the stream entered last (or set by set_stream) is restored from here rather
        # than asked for.
        base = _slot() if not stack else None
        prev_stream = stack[-1][2] if stack else \
            (base._handle if base is not None and not base._is_default else _raw.get_stream())
        _raw.set_device(self._device.kind_value, self._device.index)
        try:
            _raw.set_stream(handle)
        except BaseException:
            _raw.set_device(*prev_device)
            raise
        stack.append((prev_device, prev_stream, handle, self))
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        prev_device, prev_stream, _entered, _stream = _state.local.stream_stack.pop()
        if self._gen != _state.generation():
            return
        _raw.set_device(*prev_device)
        try:
            _raw.set_stream(prev_stream)
        except InvalidHandleError:  # the previous stream was destroyed meanwhile
            _raw.set_stream(ffi.NULL)

    # ---- lifetime

    def destroy(self) -> None:
        """Wait for the stream's work, then destroy it. Idempotent. Raises the first pending
        exception of a callback, if one was not yet raised by `synchronize`."""
        if self._is_default:
            raise _state.error(InvalidValueError, "Stream.destroy", "self", f"is the default stream of {self._device}, "
                               "which is never destroyed", self._device.backend or "")
        if self._destroyed:
            return
        self._destroyed = True
        _streams.discard(self)
        if self._gen == _state.generation():
            try:
                _raw.destroy_stream(self._handle)
            except BaseException:
                # The C handle is still live (the backend refused): keep the stream usable.
                self._destroyed = False
                _streams.add(self)
                raise
        with self._st.lock:
            self._st.dropped += len(self._st.keep)
            self._st.keep.clear()
        exc = self._st.take_error()
        self._st.holders.discard(self._st)
        if exc is not None:
            raise exc



def stream_handle(stream: Any, device: Device, function: str) -> Any:
    """The C handle a `stream=` argument names for work on `device` (NULL for None: the thread's
    current stream of that device), checked to be a live stream of that device."""
    if stream is None:
        return ffi.NULL
    if not isinstance(stream, Stream):
        raise TypeError(f"{function}: argument 'stream' must be an anyrt.Stream or None, not {type(stream).__name__}")
    handle = stream._live(function)
    if stream.device != device:
        raise _state.error(InvalidValueError, function, "stream", f"is a stream of {stream.device}, but the call runs on "
                           f"{device}", device.backend or "")
    return handle


_KEEP_CHECK = 64  # calls queued on a default stream between checks whether what they hold may go


# What calls queued on each device's default stream hold, under one lock.
_default_keeps: dict[Device, _Kept] = {}
_default_keeps_lock = threading.Lock()


def keep_alive(device: Device, stream: Stream | None, objs: tuple[Any, ...]) -> None:
    """Keep the objects a queued call uses (buffers, tensors, host objects) alive until its stream is
    known to be done, and tell their buffers which stream may still use their memory (Buffer.free
    waits for it). `stream` None: the thread's current stream of `device`, as the C layer ran it."""
    if len(objs) == 1 and objs[0] is not None and getattr(objs[0], "buffer", None) is None:
        items = objs  # one Buffer or host object, a collective's or a copy's: no generator (~0.6 us of a 2.4 us call)
    else:
        items = tuple(x for o in objs if o is not None for x in (o, getattr(o, "buffer", None)) if x is not None)
    if stream is None:
        stream = entered_stream(device)
    if stream is not None and not stream._is_default:
        stream._keep(items)
        return
    for b in items:
        note = getattr(b, "_queued_on_default", None)
        if note is not None:
            note()
    with _default_keeps_lock:
        held = _default_keeps.get(device)
        if held is None:
            held = _default_keeps[device] = _Kept()
        held.keep.append(items)
        upto = held._mark() if len(held.keep) % _KEEP_CHECK == 0 else 0
    if upto:
        try:
            with _state.on_device(device.kind_value, device.index):
                done = _raw.query_stream(ffi.NULL)
        except Error:
            done = False
        if done:
            default_keep_release(device, upto)


def default_keep_mark(device: Device) -> int:
    """How many calls' objects `device`'s default stream holds now (taken before a synchronize)."""
    with _default_keeps_lock:
        held = _default_keeps.get(device)
        return 0 if held is None else held._mark()


def default_keep_release(device: Device, upto: int) -> None:
    """A synchronize that began after `upto` calls were held has finished: let them go."""
    with _default_keeps_lock:
        held = _default_keeps.get(device)
        if held is not None:
            held._release(upto)
