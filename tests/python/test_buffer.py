"""anyrt.Buffer from Python: what NumPy sees of it, and how its memory outlives queued work."""

from __future__ import annotations

import numpy as np
import pytest

import anyrt
from conftest import build_test_plugin


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
