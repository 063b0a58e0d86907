"""Streams and events, one layer: in-order queues of work on one device, host callbacks in stream
order, the calling thread's current stream, and events (markers recorded on streams, for ordering
between streams and for timing)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from types import TracebackType
from typing import Any

from anyrt import _inflight, _state
from anyrt import device as _device_module
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidHandleError, InvalidValueError, check_fallbacks, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import CAPTURE_STATUS, EVENT_FLAGS
from anyrt.device import Device, current_device

_query_stream = lib.anyrt_query_stream
_synchronize_stream = lib.anyrt_synchronize_stream
_NOT_READY = lib.ANYRT_STATUS_NOT_READY



_NOT_CAPTURING = CAPTURE_STATUS["none"]


class _Callback:
    """A queued Python callback and the cffi handle the C side calls it through. A captured one
    (`replays`) runs at every replay of its graph, which holds it (Graph._held) as long as it lives."""

    __slots__ = ("fn", "state", "handle", "replays", "__weakref__")

    def __init__(self, fn: Callable[[], Any], state: _inflight.Queue, replays: bool = False) -> None:
        self.fn: Callable[[], Any] | None = fn
        self.state = state
        self.replays = replays
        self.handle: Any = ffi.new_handle(self)


@ffi.def_extern()
def anyrt_py_host_fn(user_data: Any) -> None:
    """Trampoline for Stream.add_callback: runs on a backend thread (or inline for a backend that
    lacks callbacks). Exceptions are kept for the stream's next synchronize."""
    record: _Callback | None = ffi.from_handle(user_data)
    assert record is not None
    fn, state = record.fn, record.state
    if not record.replays:
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
            if not record.replays:
                with state.lock:
                    state.callbacks.discard(record)
            record = None
    finally:
        local.in_callback = outer


_streams: weakref.WeakSet[Stream] = weakref.WeakSet()


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


def stream_priority_range(device: Device | None = None) -> tuple[int, int]:
    """(least, greatest) stream priority of `device` (default: the current device), as
    torch.cuda.Stream.priority_range: lower numbers are more urgent, so greatest <= least; (0, 0)
    where the backend has no priorities."""
    dev = device if device is not None else current_device()
    if not isinstance(dev, Device):
        raise TypeError(f"stream_priority_range: device must be an anyrt.Device or None, not {type(device).__name__}")
    with _state.on_device(dev.kind_value, dev.index):
        least, greatest = _raw.get_stream_priority_range()
    return int(least), int(greatest)


def current_stream(device: Device | None = None) -> Stream:
    """The calling thread's current stream of `device` (default: the current device): the one made
    current by `with stream:` or `set_stream`, else the device's default stream. What `stream=None`
    arguments use: as in the C layer, only the innermost one counts, and only for its own device."""
    dev = device if device is not None else current_device()
    s = _slot()
    return s if s is not None and s._device == dev else default_stream(dev)


_defaults: dict[Device, Stream] = {}
_defaults_lock = _state.new_lock()


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


def _follow_slot() -> None:
    """The thread's current queue follows its current-stream slot (inflight's current_queue)."""
    s = _slot()
    _state.local.current_queue = s._q if s is not None else None


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
    _follow_slot()


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

    def __init__(self, device: Device | None = None, priority: int | None = None) -> None:
        self._handle: Any = None
        self._destroyed = True
        _state.run_deferred()
        self._device = device if device is not None else current_device()
        if not isinstance(self._device, Device):
            raise TypeError(f"Stream: device must be an anyrt.Device, not {type(device).__name__}")
        if priority is None:
            self._bind(_raw.create_stream)
        elif isinstance(priority, int) and not isinstance(priority, bool):
            # CUDA's order: lower is more urgent; clamped to stream_priority_range(device)
            self._bind(lambda: _raw.create_stream_with_priority(priority))
        else:
            raise TypeError(f"Stream: priority must be an int or None, not {type(priority).__name__}")
        _streams.add(self)

    @classmethod
    def _default_of(cls, device: Device) -> Stream:
        """The object of `device`'s default stream: the core's own handle for it, which names it even
        while another stream is current (a null handle would mean that other stream)."""
        self = cls.__new__(cls)
        self._is_default = True
        self._device = device
        self._bind(None)
        return self

    def _bind(self, get_handle: Callable[[], Any] | None) -> None:
        """The rest of a Stream object of `self._device`, its handle from `get_handle` on that device
        (None: the default stream, whose queue inflight keeps)."""
        self._gen = _state.generation()
        if get_handle is None:
            self._q = _inflight.default_queue(self._device)
            self._handle = self._q.handle
        else:
            with _state.on_device(self._device.kind_value, self._device.index):
                self._handle = get_handle()
            self._q = _inflight.Queue(self._device, self._handle, False)
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

    def _destroyed_by_finalizer(self) -> Callable[[], None] | None:
        # destroy_stream waited for the work: memory used on the stream has nothing left to wait for
        # there (its callbacks' exceptions stay for the device's next synchronize)
        return self._q.retire

    def _keep(self, obj: Any) -> None:
        """Keep `obj` (an object or a tuple of them) alive until the stream's queued work is known to
        be done; the memory of buffers among them learns that this stream may still use it."""
        items = obj if type(obj) is tuple else (obj,)
        _inflight.hold(self._q, items, _memories(items))

    @property
    def priority(self) -> int:
        """The priority the stream was made with, as clamped to its device's range (0 where the
        backend has no priorities); lower is more urgent, as in CUDA."""
        self._live("Stream.priority")
        with _state.on_device(self._device.kind_value, self._device.index):
            return int(_raw.get_stream_priority(self._handle))

    # ---- work

    def synchronize(self) -> None:
        """Block until all work queued on the stream has finished. Raises the first error a task hit,
        or the first exception raised by one of its callbacks (the very exception object)."""
        # Hot path: one C call; the locks only where there is something to release or raise.
        if self._destroyed or self._gen != _state._generation:
            self._live("Stream.synchronize")
        if _state._deferred:
            _state.run_deferred()
        st = self._q
        upto = st.dropped + len(st.keep)  # the mark, taken before the wait (dropped first: see Queue.mark)
        rc = _synchronize_stream(self._handle)
        if rc:
            raise_status(rc)
        if not self._native_sync:
            check_fallbacks()
        if upto > st.dropped:
            st.release(upto)
        if st.errors:
            exc = st.take_error()
            if exc is not None:
                raise exc

    def query(self) -> bool:
        """True if all queued work has finished, without blocking."""
        # Hot path: one C call when the stream is live and its backend implements query_stream.
        if self._destroyed or self._gen != _state._generation:
            self._live("Stream.query")
        q = self._q
        upto = q.dropped + len(q.keep)  # the mark, taken before the query (dropped first: see Queue.mark)
        st = _query_stream(self._handle)
        if st == 0:
            if upto > q.dropped:
                q.release(upto)
            if not self._native_query:
                check_fallbacks()
            return True
        if st == _NOT_READY:
            return False
        raise_status(st)
        return False

    @property
    def native_handle(self) -> int:
        """The backend's own object behind this stream (cuda: its cudaStream_t; cpu: its work queue,
        which only the cpu backend understands), for code of that runtime to enqueue work in this
        stream's order. Valid while the stream lives; NotSupportedError where the backend has none."""
        handle = self._live("Stream.native_handle")
        with _state.on_device(self._device.kind_value, self._device.index):
            return int(ffi.cast("uintptr_t", _raw.stream_get_native_handle(handle)))

    def wait_event(self, event: Event) -> None:
        """Make work queued on this stream after the call wait until `event` has completed."""
        _state.expect(event, Event, "Stream.wait_event", "event")
        handle = self._live("Stream.wait_event")
        _raw.stream_wait_event(handle, event._live("Stream.wait_event", "event"))

    def wait_stream(self, other: Stream) -> None:
        """Make work queued on this stream after the call wait for the work queued on `other` so far
        (torch.cuda.Stream.wait_stream): an event recorded on `other`, waited for here."""
        _state.expect(other, Stream, "Stream.wait_stream", "other")
        marker = Event(device=other.device)
        marker.record(other)
        self.wait_event(marker)

    def record_event(self, event: Event | None = None) -> Event:
        """Record `event` (a new one when None) on this stream and return it."""
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
        q = self._q
        if _raw.stream_get_capture_status(handle) != _NOT_CAPTURING:
            # recorded, not run: each replay runs it (and counts it, Graph.replay); the graph holds it
            record = _Callback(fn, q, replays=True)
            _raw.stream_add_callback(handle, lib.anyrt_py_host_fn_counted, record.handle)
            keep_alive(self._device, self, (record,))
            return
        record = _Callback(fn, q)
        with q.lock:
            q.callbacks.add(record)
        q.holders.add(q)  # its exception, if any, is for the device's next synchronize too
        lib.anyrt_py_callback_queued(1)  # counted until the trampoline has returned (anyrt._build_cffi)
        try:
            _raw.stream_add_callback(handle, lib.anyrt_py_host_fn_counted, record.handle)
        except BaseException:
            lib.anyrt_py_callback_queued(-1)
            with q.lock:
                q.callbacks.discard(record)
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
        local.current_queue = self._q
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        prev_device, prev_stream, _entered, _stream = _state.local.stream_stack.pop()
        _follow_slot()
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
        self._q.retire()
        exc = self._q.take_error()
        self._q.holders.discard(self._q)
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


def _memories(items: tuple[Any, ...]) -> tuple[_inflight.Memory, ...]:
    """The Memory records behind the objects a queued call holds (buffers' roots, tensors' memory)."""
    found = []
    for x in items:
        mem = getattr(x, "_mem", None)  # a Tensor's
        if mem is None and isinstance(x, _inflight.Memory):  # a Buffer (its root records the uses)
            mem = x._base or x  # type: ignore[attr-defined]
        if mem is not None:
            found.append(mem)
    return tuple(found)


def capture_marks(device: Device) -> dict[Stream, int]:
    """queue_mark of every live stream of `device`: where a capture's calls begin on each stream that
    may join it."""
    return {s: queue_mark(s) for s in list(_streams) if s.device == device and not s._destroyed}


def joined_streams(device: Device, capturing: Stream) -> list[Stream]:
    """The live streams of `device` other than `capturing` that capture now: those that joined its
    capture (through an event recorded in it), while it lasts."""
    return [s for s in list(_streams) if s is not capturing and s.device == device and not s._destroyed
            and _raw.stream_get_capture_status(s._handle) != _NOT_CAPTURING]


def captured_callbacks(items: tuple[Any, ...]) -> int:
    """How many of a graph's held objects are callbacks each replay runs."""
    return sum(1 for x in items if type(x) is _Callback and x.replays)


def queue_mark(stream: Stream) -> int:
    """A mark of what the stream's queued calls hold so far (held_since takes what came after)."""
    return stream._q.mark()


def held_since(stream: Stream, mark: int) -> tuple[Any, ...]:
    """What the calls queued on `stream` since `mark` hold and that no wait has let go (a capture's
    calls: nothing ran, so nothing was let go)."""
    q = stream._q
    with q.lock:
        return tuple(q.keep[max(0, mark - q.dropped):])


def keep_alive(device: Device, stream: Stream | None, objs: tuple[Any, ...]) -> None:
    """Keep the objects a queued call uses (buffers, tensors, host objects) alive until its stream is
    known to be done, and note on their memory which stream may still use it (Buffer.free and
    consumers wait for it). `stream` None: the thread's current stream of `device`, as the C layer
    ran it."""
    q = _inflight.current_queue(device) if stream is None else stream._q
    items = tuple(o for o in objs if o is not None)
    _inflight.hold(q, items, _memories(items))


# ---- events

_query_event = lib.anyrt_query_event

_record_event = lib.anyrt_record_event


class Event(_state.LiveHandle):
    """A marker on `device`. With `enable_timing=True`, `elapsed_time` measures between two recorded
    events. Made without a device, it binds (as in torch) to the device of the first stream it is
    recorded on; until then it lives on the calling thread's current device."""

    _what = "event"
    _marked: Any = None  # see __init__
    _destroy = "destroy_event"

    def __init__(self, enable_timing: bool = False, device: Device | None = None) -> None:
        self._handle: Any = None
        self._destroyed = True
        self._bound = device is not None
        _state.run_deferred()
        self._device = device if device is not None else current_device()
        if not isinstance(self._device, Device):
            raise TypeError(f"Event: device must be an anyrt.Device, not {type(device).__name__}")
        self._timing = bool(enable_timing)
        self._gen = _state.generation()
        flags = EVENT_FLAGS["default"] if self._timing else EVENT_FLAGS["disable_timing"]
        with _state.on_device(self._device.kind_value, self._device.index):
            self._handle = _raw.create_event(flags)
        self._destroyed = False
        self._native_query = self._device._native("query_event")
        # (queue, mark) of the latest record: once the event completes, what that stream's work
        # before it held may go (a loop that waits on events frees its temporaries, as in torch)
        self._marked: tuple[_inflight.Queue, int] | None = None

    @property
    def enable_timing(self) -> bool:
        return self._timing

    def __repr__(self) -> str:
        state = " destroyed" if self._destroyed else ""
        return f"<anyrt.Event on {self._device!r}{' timing' if self._timing else ''}{state}>"

    def record(self, stream: Stream | None = None) -> None:
        """Record the event on `stream` (default: the current stream of the event's device); it
        completes when the work queued there before it does."""
        if not self._bound and stream is not None:
            self._bind(stream)
        gen = _state._generation
        if isinstance(stream, Stream) and not self._destroyed and not stream._destroyed and self._gen == gen == stream._gen:
            q = stream._q
            upto = q.dropped + len(q.keep)  # before the record: all of it was queued before the event
            st = _record_event(self._handle, stream._handle)  # hot path: both live, one C call
            if st:
                raise_status(st)
            self._marked = (q, upto)
            return
        _state.expect(stream, Stream, "Event.record", "stream", none_ok=True)
        handle = self._live("Event.record")
        if stream is None:
            q = _inflight.current_queue(self._device)
            upto = q.mark()
            with _state.on_device(self._device.kind_value, self._device.index):
                _raw.record_event(handle, ffi.NULL)
        else:
            q = stream._q
            upto = q.mark()
            _raw.record_event(handle, stream._live("Event.record"))
        self._marked = (q, upto)

    def _bind(self, stream: Any) -> None:
        """First record of an event made without a device: move it to the stream's device."""
        _state.expect(stream, Stream, "Event.record", "stream", none_ok=True)
        self._live("Event.record")
        device = stream._device
        if device != self._device:
            flags = EVENT_FLAGS["default"] if self._timing else EVENT_FLAGS["disable_timing"]
            with _state.on_device(device.kind_value, device.index):
                handle = _raw.create_event(flags)
            old, self._handle, self._device = self._handle, handle, device
            _raw.destroy_event(old)
        self._bound = True

    def query(self) -> bool:
        """True if the event has completed, without blocking."""
        # Hot path: one C call; NOT_READY is an answer here, not an error.
        if self._destroyed or self._gen != _state._generation:
            self._live("Event.query")
        rc = _query_event(self._handle)
        if rc == 0:
            if self._marked is not None:
                self._retire()
            if not self._native_query:
                check_fallbacks()
            return True
        if rc == _NOT_READY:
            return False
        raise_status(rc)
        return False

    def wait(self, stream: Stream | None = None) -> None:
        """Make work queued on `stream` (default: the current stream of the event's device) after the
        call wait until this event has completed (torch.cuda.Event.wait)."""
        if stream is not None:
            stream.wait_event(self)
            return
        handle = self._live("Event.wait")
        with _state.on_device(self._device.kind_value, self._device.index):
            _raw.stream_wait_event(ffi.NULL, handle)

    def synchronize(self) -> None:
        """Block until the event has completed."""
        _raw.synchronize_event(self._live("Event.synchronize"))
        if self._marked is not None:
            self._retire()

    def _retire(self) -> None:
        """The event completed: what its stream held for work queued before it may go."""
        marked, self._marked = self._marked, None
        if marked is not None:
            marked[0].release(marked[1])

    def elapsed_time(self, end: Event) -> float:
        """Milliseconds from this event to `end` (both recorded and completed, both with timing)."""
        _state.expect(end, Event, "Event.elapsed_time", "end")
        return float(_raw.event_elapsed_time(self._live("Event.elapsed_time", "start"),
                                             end._live("Event.elapsed_time", "end")))

    def destroy(self) -> None:
        """Destroy the event. Idempotent."""
        if self._destroyed:
            return
        self._destroyed = True
        if self._gen == _state.generation():
            try:
                _raw.destroy_event(self._handle)
            except BaseException:
                self._destroyed = False  # the C handle is still live (the backend refused)
                raise



_device_module._make_stream = Stream  # Device.create_stream's factory (device.py sits below this module)
