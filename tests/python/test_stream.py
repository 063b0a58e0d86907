"""Streams and events from Python. The current stream as torch.cuda / torch.accelerator shape it: current_stream() always a Stream
(the device's default stream when none is entered), default_stream() one object per device that
names the default stream even while another is current, set_stream() consistent with `with stream:`
and the C layer's one current stream per thread."""

from __future__ import annotations

import gc
import threading
import time
import weakref

import numpy as np
import pytest
from cpu_devices import CPU0, CPU1, needs_two, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
from conftest import run_child


@pytest.fixture(autouse=True)
def _no_stream_left_current():
    yield
    anyrt.set_stream(anyrt.default_stream())  # a failed test must not leave its stream current
    assert _raw.get_stream() == ffi.NULL


def _gated(s: anyrt.Stream) -> threading.Event:
    """Hold `s` busy until the returned event is set."""
    gate = threading.Event()
    s.add_callback(lambda: gate.wait(10))
    return gate


def test_current_stream_is_the_default_stream_object_when_none_is_entered():
    d = anyrt.current_stream()
    assert isinstance(d, anyrt.Stream) and d is anyrt.default_stream() is anyrt.default_stream(CPU0)
    assert d.device == CPU0 and "default stream" in repr(d)
    assert anyrt.default_stream(CPU1) is not d and anyrt.default_stream(CPU1).device == CPU1
    d.synchronize()
    assert d.query() is True


def test_with_stream_is_current_for_its_own_device_only():
    s = anyrt.Stream(CPU1)
    with s:
        assert anyrt.current_stream() is s and anyrt.current_stream(CPU1) is s
        assert anyrt.current_stream(CPU0) is anyrt.default_stream(CPU0)
        with anyrt.default_stream(CPU1):
            assert anyrt.current_stream() is anyrt.default_stream(CPU1)
            assert _raw.get_stream() == ffi.NULL  # the C layer's "no other stream"
        assert anyrt.current_stream() is s
    assert anyrt.current_stream() is anyrt.default_stream(CPU0)
    s.destroy()


def test_the_default_stream_object_names_the_default_stream_while_another_is_current():
    s = anyrt.Stream(CPU0)
    gate = _gated(s)
    try:
        with s:
            on_default = anyrt.Event()
            on_default.record(anyrt.default_stream())
            anyrt.default_stream().synchronize()  # must not wait for s (held by the gate)
            assert on_default.query() is True
            on_s = anyrt.Event()
            on_s.record()  # stream=None: the current stream, s
            assert on_s.query() is False
    finally:
        gate.set()
    s.synchronize()
    s.destroy()


def test_set_stream_makes_stream_none_work_go_there():
    s = anyrt.Stream(CPU0)
    gate = _gated(s)
    try:
        anyrt.set_stream(s)
        assert anyrt.current_stream() is s and _raw.get_stream() == s.handle
        ev = anyrt.Event()
        ev.record()  # on s, behind the gate
        assert ev.query() is False
        anyrt.set_stream(anyrt.default_stream())
        assert anyrt.current_stream() is anyrt.default_stream() and _raw.get_stream() == ffi.NULL
    finally:
        gate.set()
    ev.synchronize()
    s.destroy()


def test_set_stream_nests_with_with_stream():
    a, b, c = anyrt.Stream(CPU0), anyrt.Stream(CPU0), anyrt.Stream(CPU0)
    anyrt.set_stream(a)
    with b:
        assert anyrt.current_stream() is b
        anyrt.set_stream(c)  # lasts until the block ends
        assert anyrt.current_stream() is c and _raw.get_stream() == c.handle
        with b:
            assert anyrt.current_stream() is b
        assert anyrt.current_stream() is c and _raw.get_stream() == c.handle
    assert anyrt.current_stream() is a and _raw.get_stream() == a.handle
    for s in (a, b, c):
        s.destroy()
    assert anyrt.current_stream() is anyrt.default_stream()  # a destroyed current stream is not reported


def test_set_stream_of_another_device_survives_a_with_block_on_this_one():
    s1, s0 = anyrt.Stream(CPU1), anyrt.Stream(CPU0)
    anyrt.set_stream(s1)  # current while CPU1 is the current device
    assert anyrt.current_stream() is anyrt.default_stream(CPU0) and anyrt.current_stream(CPU1) is s1
    with s0:
        assert anyrt.current_stream() is s0
    with CPU1:
        assert anyrt.current_stream() is s1 and _raw.get_stream() == s1.handle
    s0.destroy()
    s1.destroy()


def test_the_default_stream_is_never_destroyed():
    d = anyrt.default_stream()
    with pytest.raises(anyrt.InvalidValueError, match="default stream of cpu:0, which is never destroyed"):
        d.destroy()
    with pytest.raises(anyrt.InvalidHandleError, match="anyrt_destroy_stream: argument 'stream' is the default stream"):
        _raw.destroy_stream(d.handle)
    d.synchronize()  # still usable
    buf = CPU0.allocate(16)
    buf.copy_from(bytes(range(16)), stream=d)
    d.synchronize()
    assert bytes(buf.copy_to(bytearray(16))) == bytes(range(16))
    buf.free()


def test_wrong_arguments():
    with pytest.raises(TypeError, match="set_stream"):
        anyrt.set_stream("default")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="default_stream: device must be an anyrt.Device"):
        anyrt.default_stream("cpu:0")  # type: ignore[arg-type]
    s = anyrt.Stream(CPU0)
    s.destroy()
    with pytest.raises(anyrt.InvalidHandleError, match="set_stream"):
        anyrt.set_stream(s)


# ---- issue 25: queued work has one owner (anyrt._inflight)


def test_free_after_set_stream_waits_for_the_operator_queued_there(child) -> None:
    """Defect 1: after set_stream(s) (not `with s:`), add(a, b, out=c) runs on s; c.free() must wait
    for it, as with stream=s given (cudaFree waits likewise). It wrote freed memory (a crash: hence
    a child process)."""
    proc = child("""
        import threading, anyrt
        a, b = anyrt.ones((1 << 12,)), anyrt.ones((1 << 12,))
        s = anyrt.Stream()
        anyrt.set_stream(s)
        anyrt.ops.add(a, b, out=anyrt.empty((1 << 12,)))  # makes the descriptor: the next call is the hot path
        s.synchronize()
        gate, done = threading.Event(), []
        s.add_callback(gate.wait)
        c = anyrt.empty((1 << 12,))
        anyrt.ops.add(a, b, out=c)
        s.add_callback(lambda: done.append(1))
        timer = threading.Timer(0.2, gate.set)
        timer.start()
        c.buffer.free()
        print("waited" if done else "free returned before the operator queued on the current stream ran")
        timer.join()
        s.synchronize()
    """)
    assert proc.returncode == 0 and "waited" in proc.stdout, proc.stdout + proc.stderr[-3000:]


@pytest.mark.parametrize("side", [False, True], ids=["default", "side"])
def test_event_synchronize_releases_what_the_work_before_it_held(side) -> None:
    """Defect 14: a loop that waits with Event.synchronize frees its dropped temporaries (torch does),
    on the default stream and on another."""
    import gc

    s = anyrt.Stream() if side else anyrt.default_stream()
    a = anyrt.ones((64,))
    refs = []
    for _ in range(5):
        tmp = anyrt.ops.add(a, a, stream=s)
        anyrt.ops.add(tmp, a, out=tmp, stream=s)
        refs.append(weakref.ref(tmp.buffer))
        del tmp
        e = anyrt.Event()
        e.record(s)
        e.synchronize()
    gc.collect()
    assert all(r() is None for r in refs), "temporaries still held after Event.synchronize"


# ---- moved from tests/test_defects.py (issue 12)

def test_shutdown_inside_a_callback_is_refused():
    s = anyrt.Stream()
    seen: list[BaseException] = []

    def cb() -> None:
        try:
            anyrt.shutdown()
        except anyrt.Error as exc:
            seen.append(exc)

    s.add_callback(cb)
    s.synchronize()
    assert len(seen) == 1 and "inside a stream callback" in str(seen[0])
    s.destroy()


def test_event_without_device_binds_to_the_first_streams_device():
    with anyrt.Device("cpu", 0):
        ev = anyrt.Event(enable_timing=True)
        end = anyrt.Event(enable_timing=True)
    s1 = anyrt.Stream(anyrt.Device("cpu", 1))
    ev.record(s1)
    end.record(s1)
    end.synchronize()
    assert ev.device == anyrt.Device("cpu", 1) and ev.elapsed_time(end) >= 0
    ev.record(s1)  # bound now: later records stay on cpu:1
    s0 = anyrt.Stream(anyrt.Device("cpu", 0))
    with pytest.raises(anyrt.InvalidValueError):
        ev.record(s0)  # bound to cpu:1, as in torch
    pinned = anyrt.Event(device=anyrt.Device("cpu", 0))
    with pytest.raises(anyrt.InvalidValueError):
        pinned.record(s1)  # an explicit device is kept
    for o in (ev, end, pinned, s1, s0):
        o.destroy()


def test_stream_none_inside_with_stream_is_ordered_on_that_stream():
    dev = anyrt.Device("cpu", 0)
    s = anyrt.Stream(dev)
    buf = dev.allocate(1 << 16)
    gate = __import__("threading").Event()
    s.add_callback(gate.wait)  # holds the stream until released
    with s:
        assert anyrt.current_stream() is s
        src = np.full(1 << 16, 7, np.uint8)
        # queued behind the callback; without ordering it would run at once, before the gate opens
        __import__("threading").Timer(0.05, gate.set).start()
        buf.copy_from(src)
        assert s.query()  # synchronous: the stream's work (the gate included) has finished
        out = buf.copy_to(np.zeros(1 << 16, np.uint8))
    assert (out == 7).all()
    assert anyrt.current_stream() is anyrt.default_stream()
    buf.free()
    s.destroy()


# ---- moved from tests/test_api.py


def test_destroyed_stream_raises_invalid_handle():
    s = anyrt.Stream(CPU0)
    handle = s.handle
    s.destroy()
    s.destroy()  # idempotent
    with pytest.raises(anyrt.InvalidHandleError, match="destroyed"):
        s.synchronize()
    with pytest.raises(anyrt.InvalidHandleError):
        s.query()
    with pytest.raises(anyrt.InvalidHandleError):
        s.add_callback(lambda: None)
    with pytest.raises(anyrt.InvalidHandleError):
        CPU0.allocate(16).fill(0, stream=s)
    with pytest.raises(anyrt.InvalidHandleError):
        with s:
            pass  # pragma: no cover
    with pytest.raises(anyrt.InvalidHandleError):
        _raw.synchronize_stream(handle)  # the C layer catches the stale handle too


def test_callbacks_run_in_order():
    s = anyrt.Stream(CPU0)
    seen: list[int] = []
    threads: set[int] = set()

    def make(i: int):
        def cb() -> None:
            seen.append(i)
            threads.add(threading.get_ident())
        return cb

    for i in range(50):
        s.add_callback(make(i))
    s.synchronize()
    assert seen == list(range(50))
    assert threading.get_ident() not in threads  # they ran on a backend thread


def test_callback_exception_surfaces_at_synchronize():
    class Boom(Exception):
        pass

    err = Boom("from a callback")
    after: list[str] = []
    s = anyrt.Stream(CPU0)

    def bad() -> None:
        raise err

    s.add_callback(bad)
    s.add_callback(lambda: after.append("ran"))
    with pytest.raises(Boom) as e:
        s.synchronize()
    assert e.value is err
    assert after == ["ran"]  # later work still ran
    s.synchronize()  # reported once
    with pytest.raises(TypeError):
        s.add_callback(42)  # type: ignore[arg-type]


def test_async_work_returns_before_it_finishes():
    s = anyrt.Stream(CPU0)
    done = anyrt.Event(device=CPU0)
    buf = CPU0.allocate(1 << 20)
    s.add_callback(lambda: time.sleep(0.2))
    buf.copy_from(np.ones(1 << 20, dtype=np.uint8), stream=s)  # queued behind a 200 ms callback
    done.record(s)
    assert s.query() is False  # so the copy returned before it ran
    assert done.query() is False
    s.synchronize()
    assert s.query() is True and done.query() is True
    assert bytes(buf.view(0, 4).copy_to(bytearray(4))) == b"\x01" * 4


@needs_two
def test_stream_context_manager_sets_current_stream_and_device():
    s = anyrt.Stream(CPU1)
    assert _raw.get_stream() == ffi.NULL
    with s as entered:
        assert entered is s
        assert anyrt.current_device() == CPU1
        assert _raw.get_stream() == s.handle
        ev = anyrt.Event(device=CPU1)
        ev.record()  # on the current stream: s
        inner = anyrt.Stream()
        assert inner.device == CPU1
        with inner:
            assert _raw.get_stream() == inner.handle
        assert _raw.get_stream() == s.handle
    assert anyrt.current_device() == CPU0
    assert _raw.get_stream() == ffi.NULL
    with pytest.raises(ZeroDivisionError):
        with s:
            1 / 0  # noqa: B018
    assert anyrt.current_device() == CPU0 and _raw.get_stream() == ffi.NULL
    s0 = anyrt.Stream(CPU0)
    with s:
        with CPU0:
            with s0:
                assert _raw.get_stream() == s0.handle
            assert anyrt.current_device() == CPU0
        assert anyrt.current_device() == CPU1 and _raw.get_stream() == s.handle


def test_stream_dropped_by_its_own_callback_does_not_deadlock():
    from anyrt import _state

    ran = threading.Event()

    def start() -> None:
        s = anyrt.Stream(CPU0)
        s.add_callback(lambda: time.sleep(0.05))
        s.add_callback(lambda: (s.device, ran.set()))  # after start() returns, only this closure holds s

    start()
    assert ran.wait(5)
    for _ in range(100):  # the callback returns, drops the closure, and with it the stream
        if _state._deferred:
            break
        time.sleep(0.01)
    assert _state._deferred  # destroying it there would wait for its own worker thread
    other = anyrt.Stream(CPU0)  # runs the finalizer deferred from the backend thread
    other.synchronize()
    assert not _state._deferred


def test_memory_used_on_a_dropped_stream_waits_for_nothing_destroyed():
    """A stream dropped right after queueing work on a buffer (`fill(stream=anyrt.Stream())`) is destroyed
    by its finalizer, after its work: the buffer's later waits (an export, a read, free) must not
    synchronize the destroyed stream."""
    b = CPU0.allocate(4096)
    b.fill(7, stream=anyrt.Stream(CPU0))
    exported = np.from_dlpack(b)
    assert int(exported[0]) == 7 and int(exported[-1]) == 7
    del exported
    b.fill(8, stream=anyrt.Stream(CPU0))
    assert (b.copy_to(np.empty(4096, np.uint8)) == 8).all()
    t = anyrt.empty((16,), "float32", CPU0)
    t.buffer.fill(0, stream=anyrt.Stream(CPU0))
    assert t.numpy().tolist() == [0.0] * 16
    b.fill(9, stream=anyrt.Stream(CPU0))
    b.free()


def test_stream_dropped_inside_a_callback_retires_its_queue_after_the_deferred_destroy():
    """Dropped on a backend thread, the stream's destroy is deferred: its queue stays live (waits still
    synchronize it) until the destroy ran, and is retired then."""
    from anyrt import _state

    b = CPU0.allocate(64)
    gate = threading.Event()

    def start() -> None:
        s = anyrt.Stream(CPU0)
        b.fill(3, stream=s)
        s.add_callback(lambda: (gate.wait(5), s.device))  # the closure holds the last reference to s

    start()
    gate.set()
    for _ in range(200):
        if _state._deferred:
            break
        time.sleep(0.01)
    assert _state._deferred
    exported = np.from_dlpack(b)  # an export waits for every stream using the memory: s is still live
    assert int(exported[0]) == 3
    del exported
    anyrt.Stream(CPU0).synchronize()  # runs the deferred destroy
    assert not _state._deferred
    exported = np.from_dlpack(b)  # and now waits for nothing destroyed
    assert int(exported[-1]) == 3
    del exported
    b.free()


def test_stream_del_and_many_streams():
    for _ in range(20):
        s = anyrt.Stream(CPU0)
        s.add_callback(lambda: None)
        del s
    gc.collect()


def test_event_timing_measures_a_callback():
    s = anyrt.Stream(CPU0)
    start, end = anyrt.Event(enable_timing=True, device=CPU0), anyrt.Event(enable_timing=True)
    start.record(s)
    s.add_callback(lambda: time.sleep(0.1))
    end.record(s)
    end.synchronize()
    ms = start.elapsed_time(end)
    assert isinstance(ms, float)
    assert 80.0 <= ms <= 2000.0
    untimed = anyrt.Event(device=CPU0)
    untimed.record(s)
    untimed.synchronize()
    with pytest.raises(anyrt.Error):
        untimed.elapsed_time(end)
    start.destroy()
    start.destroy()
    with pytest.raises(anyrt.InvalidHandleError):
        start.record(s)


def test_stream_wait_event_orders_two_streams():
    first, second = anyrt.Stream(CPU0), anyrt.Stream(CPU0)
    ev = anyrt.Event(device=CPU0)
    order: list[str] = []

    def slow() -> None:
        time.sleep(0.15)
        order.append("first")

    first.add_callback(slow)
    ev.record(first)
    second.wait_event(ev)
    second.add_callback(lambda: order.append("second"))
    second.synchronize()
    assert order == ["first", "second"]
    first.synchronize()


def test_callbacks_on_a_backend_without_callbacks(tmp_path):
    """The minimal test plugin (when the test session loads it) has no streams: callbacks run
    inline through the fallback, warn once, and exceptions still surface at synchronize."""
    if "minimal" not in {d.kind for d in anyrt.devices()}:
        pytest.skip("the minimal test backend is not loaded")
    result = run_child("""
        import warnings
        import anyrt
        dev = anyrt.Device("minimal", 0)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            s = anyrt.Stream(dev)
            ran = []
            s.add_callback(lambda: ran.append(1))
            s.add_callback(lambda: ran.append(2))
            def bad():
                raise LookupError("inline")
            s.add_callback(bad)
            try:
                s.synchronize()
            except LookupError:
                pass
            else:
                raise SystemExit("no exception")
        assert ran == [1, 2], ran
        names = [str(w.message) for w in caught if issubclass(w.category, anyrt.PerformanceWarning)]
        assert sum("stream_add_callback" in n for n in names) == 1, names
        print("ok")
    """)
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout
