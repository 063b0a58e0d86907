"""anyrt.Device from Python: devices as values, named by kind and index."""

from __future__ import annotations

import gc
import threading
import weakref

import numpy as np
import pytest
from cpu_devices import CPU0, CPU1, fresh_thread_device, needs_two, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt

# ---- moved from tests/test_defects.py (issue 12)

def test_numpy_integers_are_ints():
    buf = anyrt.allocate(np.int64(16))
    buf.fill(np.uint8(3))
    assert bytes(buf.copy_to(bytearray(16))) == b"\x03" * 16
    assert buf.view(np.int32(4), np.int64(8)).size == 8
    assert anyrt.Device("cpu", np.int64(1)) == anyrt.Device("cpu", 1)
    buf.free()


def test_device_accepts_kind_colon_index():
    assert anyrt.Device("cpu:1") == anyrt.Device("cpu", 1) and str(anyrt.Device("cpu:1")) == "cpu:1"
    prev = anyrt.current_device()
    anyrt.set_device("cpu:1")
    try:
        assert anyrt.current_device() == anyrt.Device("cpu", 1)
    finally:
        anyrt.set_device(prev)


# ---- moved from tests/test_api.py


def test_devices_lists_cpu_devices():
    cpus = anyrt.devices("cpu")
    assert cpus and cpus[0] == CPU0
    assert all(d.kind == "cpu" and d.backend == "cpu" for d in cpus)
    assert [d.index for d in cpus] == list(range(len(cpus)))
    everything = anyrt.devices()
    assert set(cpus) <= set(everything)
    assert anyrt.devices(anyrt.Device("cpu").kind_value) == cpus


def test_device_equality_hash_repr():
    assert anyrt.Device("cpu", 1) == anyrt.Device(0, 1) == anyrt.Device("CPU", 1)
    assert anyrt.Device("cpu", 1) != anyrt.Device("cpu", 0)
    assert anyrt.Device("cpu") == CPU0
    assert anyrt.Device("cpu", 0) != "cpu"
    assert len({anyrt.Device("cpu", 1), anyrt.Device(0, 1), CPU0}) == 2
    assert repr(anyrt.Device("cpu", 1)) == "Device('cpu', 1)"
    assert str(anyrt.Device("cpu", 1)) == "cpu:1"
    d = anyrt.Device("cpu", 1)
    assert (d.kind, d.index, d.backend) == ("cpu", 1, "cpu")


def test_unknown_kind_raises():
    with pytest.raises(anyrt.InvalidValueError, match="kind"):
        anyrt.Device("quantum")
    with pytest.raises(anyrt.InvalidValueError):
        anyrt.Device(999)


def test_device_properties_and_memory_info():
    props = CPU0.properties()
    for key in ("compute_capability", "runtime_version", "driver_version", "min_chunk_size", "memory_total"):
        assert key in props
    free, total = CPU0.memory_info()
    assert 0 < free <= total


@needs_two
def test_device_context_manager_restores_and_nests():
    assert anyrt.current_device() == CPU0
    with CPU1 as d:
        assert d is CPU1
        assert anyrt.current_device() == CPU1
        with CPU0:
            assert anyrt.current_device() == CPU0
            with CPU1:
                assert anyrt.current_device() == CPU1
            assert anyrt.current_device() == CPU0
        assert anyrt.current_device() == CPU1
    assert anyrt.current_device() == CPU0


@needs_two
def test_device_context_manager_restores_on_exception():
    with pytest.raises(KeyError):
        with CPU1:
            assert anyrt.current_device() == CPU1
            raise KeyError("boom")
    assert anyrt.current_device() == CPU0


@needs_two
def test_current_device_is_thread_local():
    default = fresh_thread_device()
    anyrt.set_device(CPU1)
    assert fresh_thread_device() == default  # a new thread starts on the default device
    assert anyrt.current_device() == CPU1

    seen: list[anyrt.Device] = []
    entered, release = threading.Event(), threading.Event()

    def worker() -> None:
        anyrt.set_device(CPU0)
        with CPU1:
            entered.set()
            release.wait(5)
            seen.append(anyrt.current_device())

    anyrt.set_device(CPU0)
    t = threading.Thread(target=worker)
    t.start()
    assert entered.wait(5)
    assert anyrt.current_device() == CPU0  # the other thread's device does not leak here
    release.set()
    t.join()
    assert seen == [CPU1]


@needs_two
def test_failed_set_device_leaves_current_device():
    anyrt.set_device(CPU1)
    with pytest.raises(anyrt.InvalidValueError):
        anyrt.set_device(anyrt.Device("cpu", 999))
    assert anyrt.current_device() == CPU1
    with pytest.raises(anyrt.InvalidValueError):
        with anyrt.Device("cpu", 999):
            pass  # pragma: no cover
    assert anyrt.current_device() == CPU1
    anyrt.set_device("cpu", 0)
    assert anyrt.current_device() == CPU0


def test_device_synchronize_releases_stream_host_objects():
    buf = CPU0.allocate(4096)
    s = CPU0.create_stream()
    src = np.ones(4096, dtype=np.uint8)
    ref = weakref.ref(src)
    buf.copy_from(src, s)
    del src
    anyrt.synchronize()  # current device is cpu:0
    gc.collect()
    assert ref() is None


def test_a_fallback_that_costs_nothing_is_recorded_not_warned(child):
    """The minimal backend leaves init_device and set_device out: their fallback is a no-op, so
    using its device warns of nothing, while the runtime's record (anyrt info, conformance) keeps
    them; a fallback that does cost (memcpy_async's synchronous copy) still warns."""
    out = child("""
        import warnings
        import anyrt
        from anyrt._cffi import ffi
        from anyrt._gen import _raw
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", anyrt.PerformanceWarning)
            with anyrt.Device("custom", 0):
                buf = anyrt.Device("custom", 0).allocate(64)
                buf.free()
            quiet = [str(w.message) for w in caught]
            s = anyrt.Stream(anyrt.Device("custom", 0))
            b = anyrt.Device("custom", 0).allocate(64)
            b.copy_from(bytes(64), stream=s)
            s.synchronize()
        serial = ffi.new("int *")
        _raw.lib.anyrt_fallback_serial(serial)
        infos = [_raw.get_fallback(i) for i in range(serial[0])]  # held: a field's array does not keep its struct alive
        recorded = {ffi.string(info.function).decode() for info in infos}
        print(repr(quiet), "init_device" in recorded and "set_device" in recorded,
              any("memcpy" in str(w.message) for w in caught[len(quiet):]))
    """, env={"ANYRT_PADDLE_PLUGINS": ""})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["[]", "True", "True"], out.stdout
