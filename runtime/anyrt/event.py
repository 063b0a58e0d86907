"""Events: markers recorded on streams, for ordering between streams and for timing."""

from __future__ import annotations

from typing import Any

from anyrt import _inflight, _state
from anyrt._cffi import ffi, lib
from anyrt._errors import check_fallbacks, raise_status
from anyrt._gen import _raw
from anyrt._gen.spec_data import EVENT_FLAGS
from anyrt.device import Device, current_device
from anyrt.stream import Stream

_query_event = lib.anyrt_query_event
_NOT_READY = lib.ANYRT_STATUS_NOT_READY

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

