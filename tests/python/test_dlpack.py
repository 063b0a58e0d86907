"""DLPack and the CUDA Array Interface of anyrt Tensors and Buffers (anyrt.interop), judged against
what NumPy's and torch's consumers expect."""

from __future__ import annotations

import gc
import threading

import numpy as np
import pytest
from cpu_devices import CPU0, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt
from anyrt import interop, ops
from anyrt._gen.spec_data import DLPACK_DEVICE_TYPES as SPEC_DLPACK


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


class _Producer:
    """A DLPack producer of a cpu tensor's memory that claims DLPack device `dl_device`."""

    def __init__(self, t: anyrt.Tensor, dl_device: tuple[int, int]) -> None:
        self.t, self.dl_device = t, dl_device

    def __dlpack__(self, stream=None, max_version=None):
        return interop._export_tensor(self.t.data_ptr(), self.t, self.dl_device, self.t, max_version is not None, 0)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self.dl_device


def test_dlpack_device_types_come_from_the_spec_both_ways() -> None:
    """Each (device kind, memory) the spec gives a DLPack device type exports as it, and imported
    device memory of that type lands on that kind (kDLROCM: hygon, which had no way back before)."""
    for kind, types in SPEC_DLPACK.items():
        for memory, dl_type in types.items():
            assert interop.dlpack_device(anyrt.Device(kind, 1), memory)[0] == dl_type
    src = anyrt.asarray(np.arange(4, dtype=np.float32), device="cpu:0")
    for dl_type, device in ((SPEC_DLPACK["hygon"]["device"], "hygon:1"), (SPEC_DLPACK["cuda"]["device"], "cuda:1")):
        t = anyrt.from_dlpack(_Producer(src, (dl_type, 1)))
        assert (str(t.device), t.shape) == (device, (4,))
    host = anyrt.from_dlpack(_Producer(src, (SPEC_DLPACK["hygon"]["host"], 0)))
    assert str(host.device) == "cpu:0" and np.asarray(host).tolist() == [0, 1, 2, 3]
    with pytest.raises(BufferError, match="DLPack device type 12 has no anyrt device kind"):
        anyrt.from_dlpack(_Producer(src, (interop.KDL_EXT_DEV, 0)))


# ---- moved from tests/test_api.py


def test_dlpack_zero_copy_with_numpy():

    gc.collect()  # buffers dropped by earlier tests
    free_before, _ = CPU0.memory_info()
    buf = CPU0.allocate(4096)
    assert buf.__dlpack_device__() == (1, 0)
    buf.fill(3)
    arr = np.from_dlpack(buf)
    assert arr.shape == (4096,) and arr.dtype == np.uint8
    assert arr.ctypes.data == buf.ptr  # zero-copy
    assert (arr == 3).all()
    buf.fill(7)  # writes through anyrt are visible in numpy
    assert (arr == 7).all()
    arr[:2] = 9  # and the other way round
    assert bytes(buf.view(0, 3).copy_to(bytearray(3))) == b"\x09\x09\x07"
    view_arr = np.from_dlpack(buf.view(100, 10))
    assert view_arr.ctypes.data == buf.ptr + 100 and view_arr.size == 10

    buf.free()  # the exports keep the memory until they go
    assert (arr == 9).sum() == 2
    del buf
    gc.collect()
    arr[10] = 1
    del arr, view_arr
    gc.collect()
    assert CPU0.memory_info()[0] == free_before
    assert not interop._exports


def test_dlpack_unconsumed_capsules_and_copies():

    buf = CPU0.allocate(16)
    buf.fill(5)
    legacy = buf.__dlpack__()
    versioned = buf.__dlpack__(max_version=(1, 0))
    assert "dltensor" in repr(legacy) and "dltensor_versioned" in repr(versioned)
    assert len(interop._exports) == 2
    del legacy, versioned
    gc.collect()
    assert not interop._exports
    copied = np.from_dlpack(buf, copy=True)
    assert copied.ctypes.data != buf.ptr and (copied == 5).all()
    with pytest.raises(BufferError):
        buf.__dlpack__(dl_device=(2, 0), copy=False)
    del copied
    gc.collect()
    assert not interop._exports
