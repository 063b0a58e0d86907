"""Graph capture and replay, as torch.cuda.CUDAGraph: while a stream captures, its stream-ordered
calls (copies, fills, operators, events, callbacks, collectives) are recorded instead of run; a
replay queues them again, in order, at the cost of one call. On a backend without graphs of its own
the core records them (runtime/core/capture.c); the cuda backend captures a CUDA graph.

As in CUDA, a stream that waits for an event recorded in the capture (`side.wait_stream(s)`) joins it
and must be waited for again (`s.wait_stream(side)`) before the capture ends; callbacks run at every
replay; what the captured calls hold (tensors, events, an operator's workspace, callbacks, on the
capturing stream and on the streams that joined) the graph keeps while it lives."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from anyrt import _state
from anyrt._cffi import ffi, lib
from anyrt._gen import _raw
from anyrt._gen.spec_data import CAPTURE_MODE
from anyrt.device import Device, current_device
from anyrt.stream import Stream, capture_marks, captured_callbacks, current_stream, held_since, joined_streams, keep_alive

__all__ = ["Graph", "graph"]


def _mode_value(mode: str) -> int:
    if mode not in CAPTURE_MODE:
        raise ValueError(f"Graph.capture_begin: mode must be one of {sorted(CAPTURE_MODE)}, not {mode!r}")
    return int(CAPTURE_MODE[mode])


class Graph:
    """The work one capture recorded, ready to replay. Keep the tensors and buffers it uses alive
    (and their contents where they are inputs) while it may replay, as with torch.cuda.graph: a
    replay reads and writes the very memory the capture saw."""

    def __init__(self) -> None:
        self._graph: Any = None
        self._exec: Any = None
        self._device: Device | None = None
        self._stream: Stream | None = None
        self._starts: dict[Stream, int] = {}
        self._held: tuple[Any, ...] = ()
        self._callbacks = 0

    def capture_begin(self, stream: Stream | None = None, mode: str = "global") -> None:
        """Start capturing `stream` (default: the current stream). `mode`: "global", "thread_local"
        or "relaxed", which calls of other streams and threads fail meanwhile (CUDA's modes)."""
        if self._stream is not None:
            raise RuntimeError("Graph.capture_begin: this graph is capturing already")
        s = stream if stream is not None else current_stream()
        if not isinstance(s, Stream):
            raise TypeError(f"Graph.capture_begin: stream must be an anyrt.Stream or None, not {type(stream).__name__}")
        self.reset()
        with _state.on_device(s.device.kind_value, s.device.index):
            _raw.stream_begin_capture(s.handle, _mode_value(mode))
        self._stream, self._device = s, s.device
        # what the capture's calls hold from here on is the graph's: on `s` and on each stream that joins
        self._starts = capture_marks(s.device)

    def capture_end(self) -> None:
        """End the capture and make the graph ready to replay; raises, naming the call, if a call
        that cannot be captured broke it."""
        s = self._stream
        if s is None:
            raise RuntimeError("Graph.capture_end: this graph is not capturing (capture_begin)")
        self._stream = None
        assert self._device is not None
        streams = [s, *joined_streams(self._device, s)]
        # one flat tuple: a replay holds it on its stream in one call
        self._held = tuple(x for t in streams for items in held_since(t, self._starts.get(t, 0))
                           for x in (items if type(items) is tuple else (items,)))
        self._starts = {}
        self._callbacks = captured_callbacks(self._held)
        with _state.on_device(self._device.kind_value, self._device.index):
            self._graph = _raw.stream_end_capture(s.handle)
            self._exec = _raw.graph_instantiate(self._graph)

    def replay(self, stream: Stream | None = None) -> None:
        """Queue the captured work on `stream` (default: the current stream of the graph's device)."""
        if self._exec is None:
            raise RuntimeError("Graph.replay: nothing captured yet (with anyrt.graph(g): ... or capture_begin)")
        assert self._device is not None
        if stream is not None and stream.device != self._device:
            raise ValueError(f"Graph.replay: stream is on {stream.device!r}, the graph on {self._device!r}")
        # each captured Python callback counts as queued until it ran (anyrt._build_cffi)
        lib.anyrt_py_callback_queued(self._callbacks)
        try:
            with _state.on_device(self._device.kind_value, self._device.index):
                _raw.graph_launch(self._exec, stream.handle if stream is not None else ffi.NULL)
        except BaseException:
            lib.anyrt_py_callback_queued(-self._callbacks)
            raise
        keep_alive(self._device, stream, self._held)  # the replay's work uses what the capture's calls used

    def reset(self) -> None:
        """Destroy what was captured (the device work already queued still runs)."""
        if self._exec is not None:
            _raw.graph_exec_destroy(self._exec)
            self._exec = None
        if self._graph is not None:
            _raw.graph_destroy(self._graph)
            self._graph = None
        self._held = ()
        self._callbacks = 0

    def __del__(self) -> None:
        try:
            if self._graph is not None or self._exec is not None:
                self.reset()
        except Exception:  # interpreter shutdown: the runtime is gone, and so is the graph
            pass


@contextmanager
def graph(g: Graph, stream: Stream | None = None, mode: str = "global") -> Iterator[Graph]:
    """`with anyrt.graph(g):` captures the block's work into `g`, as torch.cuda.graph: on `stream`
    (default: a new side stream of the current device, made current for the block) after waiting for
    the device, so the capture starts from finished work."""
    dev = stream.device if stream is not None else current_device()
    s = stream if stream is not None else Stream(dev)
    dev.synchronize()
    with s:
        g.capture_begin(s, mode)
        try:
            yield g
        finally:
            g.capture_end()
