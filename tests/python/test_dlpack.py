"""DLPack and the CUDA Array Interface of anyrt Tensors and Buffers (anyrt.interop), judged against
what NumPy's and torch's consumers expect."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import anyrt
from anyrt import ops


def test_numpy_view_of_a_tensor_over_numpy_memory_waits_for_queued_work() -> None:
    """Defect 6: np.asarray(t) / np.from_dlpack(t) of a tensor viewing NumPy memory wait for the
    operator queued on it, as they do for anyrt-owned tensors."""
    for consume in (np.asarray, np.from_dlpack):
        host = np.zeros(1 << 14, np.float32)
        t = anyrt.asarray(host)
        one = anyrt.ones((1 << 14,))
        s = anyrt.Stream()
        gate = threading.Event()
        s.add_callback(gate.wait)
        ops.add(one, one, out=t, stream=s)
        timer = threading.Timer(0.2, gate.set)
        timer.start()
        seen = np.array(consume(t), copy=True)
        timer.join()
        s.synchronize()
        assert np.all(seen == 2.0), consume


def test_bfloat16_export_numpy_cannot_take_is_a_plain_error_and_frees() -> None:
    """Defect 15: NumPy has no bfloat16: np.from_dlpack raises a plain error (not SystemError), and
    the export does not pin the memory forever."""
    dev = anyrt.current_device()
    t = anyrt.ones((1024,), "bfloat16")
    before = dev.memory_allocated()
    with pytest.raises(Exception) as refused:
        np.from_dlpack(t)
    assert not isinstance(refused.value, SystemError), refused.value
    buf = t.buffer
    assert buf is not None
    buf.free()
    assert dev.memory_allocated() == before - 2048


def test_shutdown_with_a_live_export_keeps_the_consumer_safe(child) -> None:
    """Defect 4: anyrt.shutdown() must not free memory a NumPy consumer still reads (Buffer.free
    already honours exports): it refuses while an export lives, and works once it is gone."""
    proc = child("""
        import numpy as np, anyrt
        t = anyrt.full((4,), 5.0)
        arr = np.from_dlpack(t)
        try:
            anyrt.shutdown()
        except anyrt.Error as e:
            print("refused:", e)
        assert arr.tolist() == [5.0] * 4
        del arr, t
        anyrt.shutdown()
        print("done")
    """)
    assert proc.returncode == 0, proc.stderr
    assert "refused:" in proc.stdout and "export" in proc.stdout and "done" in proc.stdout, proc.stdout


# ---- moved from tests/test_defects.py (issue 12)

def test_from_dlpack_leaves_other_streams_errors_alone():
    dev = anyrt.Device("cpu", 0)
    mine, other = anyrt.Stream(dev), anyrt.Stream(dev)
    buf = dev.allocate(64)
    buf.fill(5, stream=mine)

    def boom() -> None:
        raise RuntimeError("belongs to the other stream")

    other.add_callback(boom)
    arr = np.from_dlpack(buf)  # waits for `mine`, not for `other`
    assert (arr == 5).all()
    with pytest.raises(RuntimeError, match="belongs to the other stream"):
        other.synchronize()  # still there for its own stream
    del arr
    mine.destroy()
    other.destroy()
    buf.free()
