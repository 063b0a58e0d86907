"""Graph capture's part of the conformance suite (generated/tests/test_conformance.py): each
stream-ordered function captured and replayed, each call a capture cannot record refused (and the
capture invalidated, naming it), and the scenarios every backend must get right: replay in order,
replay on another stream, destroy while launched, update, and what a capture owns (issue 47): the
events its records reference, streams that join it through events (CUDA's fork and join, and the
unjoined capture refused), host callbacks at every launch, workspaces allocated for it meanwhile."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pytest

from anyrt._cffi import ffi
from anyrt._errors import Error, NotSupportedError
from anyrt._gen import _raw
from anyrt._gen.spec_data import CAPTURE_MODE, CAPTURE_STATUS, DTYPE, FUNCTIONS, MEMCPY_KIND, REDUCE_OP

if TYPE_CHECKING:
    from anyrt.toolkit.conformance import Harness

GLOBAL = CAPTURE_MODE["global"]
RELAXED = CAPTURE_MODE["relaxed"]

# The scenarios every backend runs, in order: the generated suite parametrizes test_graph over this
# list, so a scenario written here is in the suite without a second list to keep.
SCENARIOS: list[str] = []


def scenario(fn: Callable[[Harness], None]) -> Callable[[Harness], None]:
    SCENARIOS.append(fn.__name__)
    return fn


def _status(stream: Any) -> int:
    return int(_raw.stream_get_capture_status(stream))


def _instantiate(h: Harness, graph: Any) -> Any:
    h.cleanup(lambda: _raw.graph_destroy(graph))
    exe = _raw.graph_instantiate(graph)
    h.cleanup(lambda: _raw.graph_exec_destroy(exe))
    return exe


def _call(h: Harness, fn: str, args: list[Any], sendbuf: Any) -> Any:
    # a receive needs its send, from this rank to itself, in one group (the send's fallback too: a
    # backend without collectives sends host-staged)
    if fn == "recv" and (h.native("send") or FUNCTIONS["send"]["fallback"] is not None):
        _raw.group_start()
        try:
            _raw.send(sendbuf, *args[1:])
            return _raw.recv(*args)
        finally:
            _raw.group_end()
    return getattr(_raw, fn)(*args)


def captured(h: Harness, fn: str) -> None:
    """`fn` called on a capturing stream is recorded, not run; two launches run it twice."""
    args = h.args(fn)  # made before the capture: making them queues work of their own
    sendbuf = h.buffer() if fn == "recv" else None
    s = h.stream()
    calls = h.host_fn_calls()
    _raw.stream_begin_capture(s, GLOBAL)
    try:
        _call(h, fn, args, sendbuf)
    except NotSupportedError as exc:
        _raw.graph_destroy(_raw.stream_end_capture(s))
        pytest.skip(f"backend '{h.backend}' cannot run '{fn}' ({exc.message})")
    except BaseException:
        try:
            _raw.stream_end_capture(s)
        except Error:
            pass
        raise
    assert _status(s) == CAPTURE_STATUS["active"]
    exe = _instantiate(h, _raw.stream_end_capture(s))
    assert _status(s) == CAPTURE_STATUS["none"]
    _raw.synchronize_stream(s)
    assert calls() == 0, f"{fn} ran while its stream captured: it must be recorded, not run"
    try:
        _raw.graph_launch(exe, s)
    except NotSupportedError as exc:
        # A function with a fallback is recorded whatever the backend; whether the fallback can serve
        # it (a collective composed of sends the backend lacks) shows when it runs.
        pytest.skip(f"backend '{h.backend}' cannot run '{fn}' ({exc.message})")
    _raw.graph_launch(exe, s)
    _raw.synchronize_stream(s)
    if any(p[1] == "host_fn" for p in FUNCTIONS[fn]["params"]):
        assert calls() == 2, f"{fn}'s function ran {calls()} times in two launches"


def not_captured(h: Harness, fn: str) -> None:
    """A stream-ordered call the core's capture cannot replay (it writes a result or frees memory)
    is refused naming `stream`, without breaking the capture; it runs once the capture ends."""
    args = h.args(fn)
    s = h.stream()
    _raw.stream_begin_capture(s, GLOBAL)
    try:
        with pytest.raises(Error) as caught:
            getattr(_raw, fn)(*args)
        native = _status(s) == CAPTURE_STATUS["active"]
    finally:
        _instantiate(h, _raw.stream_end_capture(s))
    if not isinstance(caught.value, NotSupportedError):
        raise caught.value
    assert caught.value.function == fn and caught.value.param == "stream", caught.value.message
    assert native, f"refusing {fn} must leave the capture usable"
    if any(p[4] for p in FUNCTIONS[fn]["params"]):  # arrays (launch_kernel's arguments): the positive case makes real ones
        h.positive(fn)
    else:
        h.adopt(fn, getattr(_raw, fn)(*args))


def refused(h: Harness, fn: str) -> None:
    """A call that cannot be captured (it waits, allocates outside stream order, or queries the
    capturing stream) fails naming itself, invalidates the capture, and ending it names the call."""
    args = h.args(fn)
    s = h.stream()
    _raw.stream_begin_capture(s, GLOBAL)
    ended = False
    try:
        with pytest.raises(Error) as caught:
            getattr(_raw, fn)(*args)
        err = caught.value
        assert err.function == fn and "captur" in err.message, err.message
        assert _status(s) == CAPTURE_STATUS["invalidated"]
        with pytest.raises(Error) as end:
            ended = True
            _raw.stream_end_capture(s)
        assert f"anyrt_{fn}" in end.value.message and end.value.param == "stream", end.value.message
    finally:
        if not ended:
            try:
                _raw.stream_end_capture(s)
            except Error:
                pass
    assert _status(s) == CAPTURE_STATUS["none"]
    try:  # the same call works once the capture is over (and frees what its arguments took)
        h.adopt(fn, getattr(_raw, fn)(*args))
    except NotSupportedError:
        pass  # an optional function the backend lacks: refused by the capture all the same


def _fill_check(h: Harness, ptr: Any, n: int, want: int, what: str) -> None:
    host = ffi.new("unsigned char[]", n)
    _raw.memcpy(host, ptr, n, MEMCPY_KIND["d2h"])
    got = bytes(host)
    assert got == bytes([want]) * n, f"{what}: {got[:8]!r}..., not {want}s"


def _capture_copy(h: Harness, s: Any, n: int) -> tuple[Any, Any, Any]:
    """A graph of: a := 1s; b := a; a := 2s (order matters). Returns (exec, a, b)."""
    a, b = h.device_buffer(n), h.device_buffer(n)
    _raw.memset(a, 0, n)
    _raw.memset(b, 0, n)
    _raw.stream_begin_capture(s, GLOBAL)
    _raw.memset_async(a, 1, n, s)
    _raw.memcpy_async(b, a, n, MEMCPY_KIND["d2d"], s)
    _raw.memset_async(a, 2, n, s)
    exe = _instantiate(h, _raw.stream_end_capture(s))
    return exe, a, b


@scenario
def replays_in_order(h: Harness) -> None:
    n = 1 << 16
    s = h.stream()
    exe, a, b = _capture_copy(h, s, n)
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 0, "b after the capture, before a launch")
    _raw.graph_launch(exe, s)
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 1, "b after a launch")
    _fill_check(h, a, n, 2, "a after a launch")


@scenario
def replays_on_another_stream(h: Harness) -> None:
    n = 1 << 16
    exe, a, b = _capture_copy(h, h.stream(), n)
    other = _raw.create_stream()
    h.cleanup(lambda: _raw.destroy_stream(other))
    _raw.graph_launch(exe, other)
    _raw.synchronize_stream(other)
    _fill_check(h, b, n, 1, "b after a launch on another stream")
    _raw.graph_launch(exe, ffi.NULL)  # the current stream
    _raw.synchronize_device()
    _fill_check(h, a, n, 2, "a after a launch on the current stream")


@scenario
def destroyed_while_launched(h: Harness) -> None:
    """Launches already queued run to the end after the graph and executable graph are destroyed."""
    n = 1 << 20
    s = h.stream()
    a, b = h.device_buffer(n), h.device_buffer(n)
    _raw.memset(b, 0, n)
    _raw.stream_begin_capture(s, GLOBAL)
    _raw.memset_async(a, 3, n, s)
    _raw.memcpy_async(b, a, n, MEMCPY_KIND["d2d"], s)
    graph = _raw.stream_end_capture(s)
    exe = _raw.graph_instantiate(graph)
    _raw.graph_destroy(graph)  # the executable graph keeps what it needs
    for _ in range(8):
        _raw.graph_launch(exe, s)
    _raw.graph_exec_destroy(exe)
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 3, "b after launches of a destroyed executable graph")
    with pytest.raises(Error) as caught:
        _raw.graph_launch(exe, s)
    assert caught.value.param == "exec", caught.value.message


@scenario
def updated(h: Harness) -> None:
    """graph_exec_update takes another capture of the same calls' arguments, and refuses other calls."""
    n = 4096
    s = h.stream()
    a = h.device_buffer(n)
    graphs = []
    for value in (5, 6):
        _raw.stream_begin_capture(s, GLOBAL)
        _raw.memset_async(a, value, n, s)
        graphs.append(_raw.stream_end_capture(s))
    exe = _instantiate(h, graphs[0])
    h.cleanup(lambda: _raw.graph_destroy(graphs[1]))
    try:
        _raw.graph_exec_update(exe, graphs[1])
    except NotSupportedError:
        pytest.skip(f"backend '{h.backend}' cannot update its graphs")
    _raw.graph_launch(exe, s)
    _raw.synchronize_stream(s)
    _fill_check(h, a, n, 6, "a after a launch of the updated graph")
    _raw.stream_begin_capture(s, GLOBAL)
    _raw.memcpy_async(a, a, n, MEMCPY_KIND["d2d"], s)
    other = _raw.stream_end_capture(s)
    h.cleanup(lambda: _raw.graph_destroy(other))
    with pytest.raises(Error) as caught:
        _raw.graph_exec_update(exe, other)
    assert caught.value.param == "graph" and "memcpy_async" in caught.value.message, caught.value.message


@scenario
def relaxed_allows_other_streams(h: Harness) -> None:
    """In mode relaxed another stream's synchronize runs; in mode global it breaks the capture."""
    s = h.stream()
    other = _raw.create_stream()
    h.cleanup(lambda: _raw.destroy_stream(other))
    _raw.stream_begin_capture(s, RELAXED)
    _raw.synchronize_stream(other)
    assert _status(s) == CAPTURE_STATUS["active"]
    _instantiate(h, _raw.stream_end_capture(s))
    with pytest.raises(Error):
        _raw.stream_begin_capture(ffi.NULL, 99)


def _event(h: Harness, owned: bool = True) -> Any:
    """An event, made (and recorded) before a capture: create_event is optional, skipped where absent."""
    return h.event(owned=owned)


@contextmanager
def _capturing(s: Any) -> Iterator[None]:
    """Begins a global capture of `s`; a failure inside ends it, so the next scenario starts clean."""
    _raw.stream_begin_capture(s, GLOBAL)
    try:
        yield
    except BaseException:
        if _status(s) != CAPTURE_STATUS["none"]:
            try:
                _raw.stream_end_capture(s)
            except Error:
                pass
        raise


@scenario
def events_outlive_their_handles(h: Harness) -> None:
    """An event recorded in the capture, and one recorded before it and waited for in it, both
    destroyed once the capture ended: every launch still runs (the graph holds what its records
    reference, as CUDA keeps a captured event's dependency)."""
    n = 4096
    s = h.stream()
    a, b = h.device_buffer(n), h.device_buffer(n)
    _raw.memset(b, 0, n)
    before, inside = _event(h, owned=False), _event(h, owned=False)
    _raw.record_event(before, s)
    with _capturing(s):
        _raw.stream_wait_event(s, before)
        _raw.memset_async(a, 7, n, s)
        _raw.record_event(inside, s)
        _raw.stream_wait_event(s, inside)
        _raw.memcpy_async(b, a, n, MEMCPY_KIND["d2d"], s)
        exe = _instantiate(h, _raw.stream_end_capture(s))
    _raw.destroy_event(before)
    _raw.destroy_event(inside)
    for _ in range(3):
        _raw.graph_launch(exe, s)
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 7, "b after launches of a graph whose events were destroyed")
    with pytest.raises(Error) as caught:
        _raw.record_event(inside, s)  # the handle itself is dead for the program
    assert caught.value.param == "event", caught.value.message


@scenario
def communicators_outlive_their_handles(h: Harness) -> None:
    """A collective captured, its communicator destroyed once the capture ended: every launch still
    runs it (a one-rank all_reduce of 0x03030303 floats: a copy)."""
    n = 4096
    s = h.stream()
    comm = h.comm(owned=False)
    a, b = h.device_buffer(n), h.device_buffer(n)
    _raw.memset(a, 3, n)
    _raw.memset(b, 0, n)
    with _capturing(s):
        try:
            # float32 (every backend's collectives take it); one rank's sum is its input, bit for bit
            _raw.all_reduce(a, b, n // 4, DTYPE["float32"], REDUCE_OP["sum"], comm, s)
        except NotSupportedError as exc:
            _raw.graph_destroy(_raw.stream_end_capture(s))
            _raw.comm_destroy(comm)
            pytest.skip(f"backend '{h.backend}' cannot run 'all_reduce' ({exc.message})")
        exe = _instantiate(h, _raw.stream_end_capture(s))
    _raw.comm_destroy(comm)
    for _ in range(2):
        try:
            _raw.graph_launch(exe, s)
        except NotSupportedError as exc:
            pytest.skip(f"backend '{h.backend}' cannot run 'all_reduce' ({exc.message})")
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 3, "b after launches of an all_reduce whose communicator was destroyed")


def _side(h: Harness) -> tuple[Any, Any, Any]:
    """A side stream and the fork and join events, made before the capture."""
    side = _raw.create_stream()
    h.cleanup(lambda: _raw.destroy_stream(side))
    return side, _event(h), _event(h)


def _fork(s: Any, side: Any, fork: Any) -> None:
    """`side` joins the capture of `s`: it waits for an event recorded there."""
    _raw.record_event(fork, s)
    _raw.stream_wait_event(side, fork)
    assert _status(side) == CAPTURE_STATUS["active"], "a stream waiting for an event recorded in a capture joins it"


def _join(s: Any, side: Any, join: Any) -> None:
    _raw.record_event(join, side)
    _raw.stream_wait_event(s, join)


@scenario
def fork_and_join(h: Harness) -> None:
    """CUDA's fork and join: the side stream's calls are part of the graph (run at every launch,
    never at capture), and the side stream captures no more once the capture ended."""
    n = 4096
    s = h.stream()
    a, b = h.device_buffer(n), h.device_buffer(n)
    _raw.memset(a, 0, n)
    _raw.memset(b, 0, n)
    side, fork, join = _side(h)
    with _capturing(s):
        _raw.memset_async(a, 4, n, s)
        _fork(s, side, fork)
        _raw.memcpy_async(b, a, n, MEMCPY_KIND["d2d"], side)  # after a := 4s: the fork orders it
        _join(s, side, join)
        _raw.memset_async(a, 5, n, s)  # after the copy: the join orders it
        exe = _instantiate(h, _raw.stream_end_capture(s))
    assert _status(side) == CAPTURE_STATUS["none"]
    _raw.synchronize_stream(side)
    _fill_check(h, b, n, 0, "b after the capture (the side stream's copy must be recorded, not run)")
    for _ in range(2):
        _raw.graph_launch(exe, s)
    _raw.synchronize_stream(s)
    _fill_check(h, b, n, 4, "b after launches (the side stream's copy, between the two fills)")
    _fill_check(h, a, n, 5, "a after launches")


@scenario
def unjoined_capture_fails(h: Harness) -> None:
    """A side stream that joined and recorded calls the capturing stream never waited for: ending
    the capture fails (cudaErrorStreamCaptureUnjoined), on the side stream too, and lets both go."""
    n = 4096
    s = h.stream()
    a = h.device_buffer(n)
    _raw.memset(a, 0, n)
    side, fork, _ = _side(h)
    with _capturing(s):
        _fork(s, side, fork)
        _raw.memset_async(a, 9, n, side)
        with pytest.raises(Error) as caught:
            _raw.stream_end_capture(side)
        assert "joined the capture" in caught.value.message, caught.value.message
    with pytest.raises(Error) as caught:
        _raw.stream_end_capture(s)
    assert "cudaErrorStreamCaptureUnjoined" in caught.value.message, caught.value.message
    assert _status(s) == _status(side) == CAPTURE_STATUS["none"]
    _raw.synchronize_stream(side)
    _fill_check(h, a, n, 0, "a (the failed capture's call must not run)")


@scenario
def callbacks_every_launch(h: Harness) -> None:
    """A host function captured on the capturing stream and on a joined one runs at every launch,
    also after the graph (not the executable graph) was destroyed."""
    s = h.stream()
    fn = h.args("stream_add_callback")[1]
    side, fork, join = _side(h)
    calls = h.host_fn_calls()
    with _capturing(s):
        try:
            _raw.stream_add_callback(s, fn, ffi.NULL)
        except NotSupportedError as exc:
            _raw.graph_destroy(_raw.stream_end_capture(s))
            pytest.skip(f"backend '{h.backend}' has no host callbacks ({exc.message})")
        _fork(s, side, fork)
        _raw.stream_add_callback(side, fn, ffi.NULL)
        _join(s, side, join)
        graph = _raw.stream_end_capture(s)
    exe = _raw.graph_instantiate(graph)
    h.cleanup(lambda: _raw.graph_exec_destroy(exe))
    _raw.graph_destroy(graph)
    for launches in (1, 2, 3):
        _raw.graph_launch(exe, s)
        _raw.synchronize_stream(s)
        assert calls() == 2 * launches, f"{calls()} host function calls after {launches} launches of two"


@scenario
def workspaces(h: Harness) -> None:
    """Memory allocated for the capture while it runs (an operator's workspace): a thread in relaxed
    mode (thread_exchange_capture_mode) may allocate while a global capture runs, and the graph's
    calls use that memory at every launch. In global mode the allocation breaks the capture, and the
    capturing stream's own synchronize is refused in any mode."""
    n = 4096
    s = h.stream()
    b = h.device_buffer(n)
    with _capturing(s):
        previous = _raw.thread_exchange_capture_mode(RELAXED)
        try:
            workspace = h.device_buffer(n)
        finally:
            assert _raw.thread_exchange_capture_mode(previous) == RELAXED
        assert previous == GLOBAL, "a thread starts in mode global"
        _raw.memset_async(workspace, 8, n, s)
        _raw.memcpy_async(b, workspace, n, MEMCPY_KIND["d2d"], s)
        exe = _instantiate(h, _raw.stream_end_capture(s))
    for _ in range(2):
        _raw.memset(b, 0, n)
        _raw.graph_launch(exe, s)
        _raw.synchronize_stream(s)
        _fill_check(h, b, n, 8, "b after a launch through its workspace")
    for mode in (GLOBAL, RELAXED):
        _raw.stream_begin_capture(s, GLOBAL)
        previous = _raw.thread_exchange_capture_mode(mode)
        try:
            with pytest.raises(Error) as caught:
                if mode == GLOBAL:
                    _raw.malloc(n)  # not stream-ordered: refused in mode global
                else:
                    _raw.synchronize_stream(s)  # the capturing stream's own: refused in any mode
            assert "captur" in caught.value.message, caught.value.message
        finally:
            _raw.thread_exchange_capture_mode(previous)
        with pytest.raises(Error):
            _raw.stream_end_capture(s)  # invalidated: no graph
    with pytest.raises(Error) as caught:
        _raw.thread_exchange_capture_mode(99)
    assert caught.value.param == "mode", caught.value.message


__all__ = ["captured", "not_captured", "refused", "replays_in_order", "replays_on_another_stream",
           "destroyed_while_launched", "updated", "relaxed_allows_other_streams", "events_outlive_their_handles",
           "communicators_outlive_their_handles",
           "fork_and_join", "unjoined_capture_fails", "callbacks_every_launch", "workspaces"]
