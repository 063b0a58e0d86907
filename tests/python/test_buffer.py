"""anyrt.Buffer from Python: what NumPy sees of it, and how its memory outlives queued work."""

from __future__ import annotations

import numpy as np

import anyrt


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
