"""anyrt.Buffer from Python: what NumPy sees of it, and how its memory outlives queued work."""

from __future__ import annotations

import gc
import weakref

import numpy as np
import pytest
from cpu_devices import CPU0, CPU1, needs_two, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
from conftest import build_test_plugin, run_child


def test_numpy_sees_host_addressable_memory_as_a_view() -> None:
    """A cpu buffer is host memory: np.asarray is a view of it (after its queued work), not a copy."""
    dev = anyrt.Device("cpu", 0)
    b = dev.allocate(16)
    b.copy_from(np.arange(16, dtype=np.uint8))
    arr = np.asarray(b)
    assert arr.tolist() == list(range(16))
    b.fill(7)
    assert arr.tolist() == [7] * 16  # a view of the memory, not a copy
    b.free()


def test_free_waits_for_work_queued_inside_with_stream(child) -> None:
    """A buffer used by an operator queued inside `with s:` is freed only after s ran it."""
    proc = child("""
        import threading, anyrt
        a = anyrt.ones((1 << 12,))
        s = anyrt.Stream()
        gate, done = threading.Event(), []
        with s:
            c = anyrt.empty((1 << 12,))
            anyrt.ops.add(a, a, out=c)
            s.synchronize()
            s.add_callback(gate.wait)
            c = anyrt.empty((1 << 12,))
            anyrt.ops.add(a, a, out=c)
            s.add_callback(lambda: done.append(1))
        threading.Timer(0.2, gate.set).start()
        c.buffer.free()
        print("waited" if done else "free returned early")
        s.synchronize()
    """)
    assert proc.returncode == 0 and "waited" in proc.stdout, proc.stdout + proc.stderr[-3000:]


# ---- moved from tests/test_defects.py (issue 12)

@pytest.mark.parametrize("method", ["copy_from", "copy_to"])
def test_copies_refuse_numpy_object_arrays(method):
    objs = np.array([object() for _ in range(4)], dtype=object)
    with anyrt.allocate(objs.nbytes) as buf:
        with pytest.raises(anyrt.InvalidValueError) as err:
            getattr(buf, method)(objs)
    assert err.value.param == ("src" if method == "copy_from" else "dst")
    assert "Python objects" in str(err.value)
    assert [type(o) for o in objs] == [object] * 4  # untouched


def test_synchronous_copy_after_default_stream_collective_is_ordered(child):
    # a `stream=None` collective queues on the default stream; a later synchronous copy must see its
    # result (torch orders both on the default stream), so validation finds nothing to report
    code = """
        import numpy as np
        import anyrt
        from anyrt import ccl
        devs = [anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)]
        comms = ccl.Communicator.init_all(devs)
        bufs = [d.allocate(4 * 1024) for d in devs]
        for r, b in enumerate(bufs):
            b.copy_from(np.full(1024, r + 1, np.float32))
        for c, b in zip(comms, bufs):
            c.all_reduce(b, dtype="float32")
        for b in bufs:
            assert (b.copy_to(np.empty(1024, np.float32)) == 3).all()
        for c, b in zip(comms, bufs):
            c.all_reduce(b, dtype="float32")
        bufs[0].fill(0)
        bufs[1].copy_from(bufs[0])
        assert not bufs[1].copy_to(np.empty(1024, np.float32)).any()
        print("ordered")
    """
    proc = child(code, env={"ANYRT_VALIDATE": "1"})
    assert "ordered" in proc.stdout, proc.stdout + proc.stderr


HOST_ACCESS_CHILD = """
    import numpy as np, anyrt
    dev = anyrt.Device("custom", 0)
    b = dev.allocate(8)
    b.copy_from(np.arange(8, dtype=np.uint8))
    arr = np.asarray(b)
    b.fill(7)
    t = anyrt.empty((2,), "float32", dev)
    try:
        tensor = "view" if t.__array_interface__["data"][0] else "null"
    except AttributeError as e:
        tensor = str(e)
    print(dev.host_accessible, arr.tolist() == [7] * 8, tensor)
"""


@pytest.mark.parametrize("answer", [None, 0, 1])
def test_numpy_view_follows_the_backends_host_access_not_the_kind_name(tmp_path, child, answer) -> None:
    """Whether NumPy views a buffer's memory is the backend's answer to device_memory_host_accessible
    (absent: the spec's default for the device kind, here a custom kind: no), never its kind's name."""
    defines = [] if answer is None else [f"MINIMAL_HOST_ACCESSIBLE={answer}"]
    plugin = build_test_plugin(tmp_path / "libanyrt_minimal.so", *defines)
    proc = child(HOST_ACCESS_CHILD, env={"ANYRT_BACKEND_PATH": str(plugin)})
    assert proc.returncode == 0, proc.stderr
    accessible, viewed, tensor = proc.stdout.split(" ", 2)
    if answer == 1:
        assert (accessible, viewed, tensor.strip()) == ("True", "True", "view")
    else:  # a host copy for NumPy; the tensor's array interface refuses, naming why
        assert (accessible, viewed) == ("False", "False")
        assert "host cannot address" in tensor


def test_cpu_device_memory_is_host_accessible() -> None:
    assert anyrt.Device("cpu", 0).host_accessible is True


# ---- moved from tests/test_api.py


def test_buffer_round_trip_sync():
    data = np.arange(64 * 1024, dtype=np.float32).reshape(256, 256)
    buf = CPU0.allocate(data.nbytes)
    assert (buf.size, buf.device) == (data.nbytes, CPU0)
    assert isinstance(buf.ptr, int) and buf.ptr != 0
    buf.copy_from(data)
    out = np.zeros_like(data)
    assert buf.copy_to(out) is out
    np.testing.assert_array_equal(out, data)
    raw = bytearray(data.nbytes)
    buf.copy_to(memoryview(raw))
    assert bytes(raw) == data.tobytes()
    buf.copy_from(bytes(data.nbytes))  # read-only sources are fine
    assert not any(buf.copy_to(bytearray(data.nbytes)))
    buf.free()


def test_buffer_round_trip_async_keeps_host_objects_alive():
    n = 1 << 20
    buf = anyrt.allocate(n, CPU0)
    s = anyrt.Stream(CPU0)
    buf.copy_from(np.full(n, 7, dtype=np.uint8), stream=s)  # a temporary: the stream keeps it alive
    gc.collect()
    out = np.zeros(n, dtype=np.uint8)
    buf.copy_to(out, stream=s)
    s.synchronize()
    assert (out == 7).all()

    src = np.full(n, 9, dtype=np.uint8)
    ref = weakref.ref(src)
    buf.copy_from(src, stream=s)
    del src
    gc.collect()
    assert ref() is not None
    s.synchronize()
    gc.collect()
    assert ref() is None  # released once the stream is known to be done with it
    s.destroy()


def test_fill_sync_and_async():
    buf = CPU0.allocate(1000)
    buf.fill(0xAB)
    assert bytes(buf.copy_to(bytearray(1000))) == b"\xab" * 1000
    s = anyrt.Stream()
    assert s.device == CPU0
    buf.fill(3, stream=s)
    s.synchronize()
    assert bytes(buf.copy_to(bytearray(1000))) == b"\x03" * 1000
    with pytest.raises(anyrt.InvalidValueError, match="byte"):
        buf.fill(256)


def test_views_share_memory():
    buf = CPU0.allocate(64)
    buf.fill(0)
    v = buf.view(16, 8)
    assert (v.size, v.ptr, v.device, v.base) == (8, buf.ptr + 16, CPU0, buf)
    v.fill(1)
    host = np.zeros(64, dtype=np.uint8)
    buf.copy_to(host)
    assert host[16:24].tolist() == [1] * 8 and host[:16].sum() == 0 and host[24:].sum() == 0
    v.copy_from(np.arange(8, dtype=np.uint8))
    assert buf.copy_to(bytearray(64))[16:24] == bytes(range(8))
    vv = v.view(4)
    assert (vv.size, vv.ptr, vv.base) == (4, buf.ptr + 20, buf)
    assert bytes(vv.copy_to(bytearray(4))) == bytes(range(4, 8))
    with pytest.raises(anyrt.InvalidValueError, match="Buffer.view"):
        buf.view(60, 8)
    with pytest.raises(anyrt.InvalidValueError, match="offset"):
        buf.view(64)
    v.free()  # a view does not own the memory
    with pytest.raises(anyrt.InvalidValueError, match="freed"):
        v.fill(0)
    buf.fill(5)
    buf.free()
    with pytest.raises(anyrt.InvalidValueError, match="freed"):
        vv.fill(0)


@needs_two
def test_copy_between_devices_peer():
    n = 1 << 16
    data = np.random.default_rng(1).integers(0, 256, n, dtype=np.uint8)
    a, b = CPU0.allocate(n), CPU1.allocate(n)
    a.copy_from(data)
    b.copy_from(a)  # peer, synchronous
    np.testing.assert_array_equal(b.copy_to(np.empty(n, np.uint8)), data)
    b.fill(0)
    s1 = anyrt.Stream(CPU1)
    a.copy_to(b, stream=s1)  # peer, on a stream of the destination device
    s1.synchronize()
    np.testing.assert_array_equal(b.copy_to(np.empty(n, np.uint8)), data)
    c = CPU0.allocate(n)
    c.copy_from(a)  # same device
    np.testing.assert_array_equal(c.copy_to(np.empty(n, np.uint8)), data)
    s0 = anyrt.Stream(CPU0)
    with pytest.raises(anyrt.InvalidValueError, match="'stream'"):
        b.copy_from(a, stream=s0)


def test_size_mismatch_and_read_only_errors_name_method_and_argument():
    buf = CPU0.allocate(128)
    with pytest.raises(anyrt.InvalidValueError) as e:
        buf.copy_from(bytes(127))
    assert "Buffer.copy_from" in str(e.value) and "'src'" in str(e.value) and e.value.param == "src"
    with pytest.raises(anyrt.InvalidValueError) as e:
        buf.copy_to(bytearray(129))
    assert "Buffer.copy_to" in str(e.value) and "'dst'" in str(e.value) and "129" in str(e.value)
    with pytest.raises(anyrt.InvalidValueError, match=r"Buffer\.copy_to: argument 'dst' is read-only"):
        buf.copy_to(bytes(128))
    frozen = np.zeros(128, dtype=np.uint8)
    frozen.flags.writeable = False
    with pytest.raises(anyrt.InvalidValueError, match="read-only"):
        buf.copy_to(frozen)
    with pytest.raises(anyrt.InvalidValueError, match="C-contiguous"):
        buf.copy_from(np.zeros(256, dtype=np.uint8)[::2])
    with pytest.raises(anyrt.InvalidValueError, match=r"Buffer\.copy_from: argument 'src'"):
        buf.copy_from(CPU0.allocate(64))
    with pytest.raises(anyrt.InvalidValueError, match=r"Buffer\.copy_to: argument 'dst'"):
        buf.copy_to(CPU0.allocate(64))
    with pytest.raises(TypeError, match="buffer protocol"):
        buf.copy_from(12345)
    with pytest.raises(anyrt.InvalidValueError, match="nbytes"):
        CPU0.allocate(0)


@needs_two
def test_allocate_on_another_device_keeps_the_current_one():
    # The allocation switches device and back in one C call: on success and on failure alike.
    buf = CPU1.allocate(64, memory="unified")
    assert anyrt.current_device() == CPU0 and buf.device == CPU1 and buf.memory == "unified"
    with pytest.raises(anyrt.OutOfMemoryError, match="anyrt_malloc"):
        CPU1.allocate(1 << 62)
    assert anyrt.current_device() == CPU0
    with CPU1:
        other = CPU0.allocate(64)
        assert anyrt.current_device() == CPU1
    buf.copy_from(bytes(range(64)))
    assert bytes(buf.copy_to(bytearray(64))) == bytes(range(64))
    buf.free()
    other.free()
    with pytest.raises(anyrt.InvalidValueError, match="not inside a live anyrt allocation"):
        _raw.free_unified(ffi.cast("void*", buf.ptr))  # the one-call free did free it


def test_out_of_memory_raises_out_of_memory_error(tmp_path):
    result = run_child("""
        import anyrt
        dev = anyrt.Device("cpu", 0)
        small = dev.allocate(1 << 19)
        try:
            dev.allocate(4 << 20)
        except anyrt.OutOfMemoryError as e:
            assert isinstance(e, MemoryError) and isinstance(e, anyrt.Error), type(e).__mro__
            assert e.status == "out_of_memory", e.status
            print("OOM:", e)
        else:
            raise SystemExit("no OutOfMemoryError")
        small.free()
    """, env={"ANYRT_CPU_MEMORY": "1M"})
    assert result.returncode == 0, result.stderr
    assert "OOM:" in result.stdout


def test_allocation_releases_finished_work_before_refusing() -> None:
    """Results dropped in a loop that never synchronizes are held by their stream until a wait; an
    allocation that fails lets go of what finished work held and tries once more (torch's caching
    allocator frees and retries likewise), on the C path (Device.allocate, operator outputs) and the
    Python one (Buffer()). A request the device cannot hold at all still raises."""
    result = run_child("""
        import anyrt, numpy as np
        dev = anyrt.Device("cpu", 0)
        a = anyrt.asarray(np.ones((512, 512), np.float32))  # 1 MiB each, of 16
        b = anyrt.asarray(np.ones((512, 512), np.float32))
        for _ in range(40):
            y = anyrt.ops.add(a, b)
        assert float(np.asarray(y.numpy())[0, 0]) == 2.0
        for _ in range(10):
            y = anyrt.ops.add(a, b)
        big = dev.allocate(12 << 20)  # fits once the dropped results are freed
        big.free()
        for _ in range(10):
            y = anyrt.ops.add(a, b)
        big = anyrt.Buffer(12 << 20, dev)
        big.free()
        try:
            dev.allocate(32 << 20)
        except anyrt.OutOfMemoryError as e:
            print("OOM:", e)
        print("done")
    """, env={"ANYRT_CPU_MEMORY": "16M", "ANYRT_DEFAULT_DEVICE": "cpu:0"})
    assert result.returncode == 0, result.stderr
    assert "done" in result.stdout and "OOM:" in result.stdout, result.stdout


def test_double_free_is_idempotent_but_raw_double_free_raises():
    buf = CPU0.allocate(256)
    buf.free()
    buf.free()
    assert buf.freed
    with pytest.raises(anyrt.InvalidValueError, match="freed"):
        buf.copy_to(bytearray(256))
    ptr = _raw.malloc(256)
    _raw.free(ptr)
    with pytest.raises(anyrt.InvalidValueError) as e:
        _raw.free(ptr)
    assert e.value.param == "ptr"


def test_garbage_collection_frees_buffers():
    gc.collect()  # buffers dropped by earlier tests
    free_before, _ = CPU0.memory_info()
    buf = CPU0.allocate(8 << 20)
    assert CPU0.memory_info()[0] <= free_before - (8 << 20)
    del buf
    gc.collect()
    assert CPU0.memory_info()[0] == free_before


def test_buffer_context_manager_frees():
    with CPU0.allocate(64) as buf:
        buf.fill(1)
    assert buf.freed
