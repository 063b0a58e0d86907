"""Memory statistics kept by the runtime core (issue 19): torch.cuda-shaped functions, per device,
device memory only; the C side is tests/c/test_defects.c's memory_stats case."""

from __future__ import annotations

import pytest

import anyrt

CPU0 = anyrt.Device("cpu", 0)


def test_allocated_peak_and_count_follow_allocations():
    before = anyrt.memory_stats(CPU0)
    assert set(before) == {"allocated_bytes.all.current", "allocated_bytes.all.peak", "allocation.all.current"}
    base, count = before["allocated_bytes.all.current"], before["allocation.all.current"]
    anyrt.reset_peak_memory_stats(CPU0)
    assert anyrt.max_memory_allocated(CPU0) == base
    a, b = CPU0.allocate(1000), CPU0.allocate(3000)
    host, unified = CPU0.allocate(5000, memory="host"), CPU0.allocate(7000, memory="unified")  # not counted
    assert anyrt.memory_allocated(CPU0) == base + 4000
    assert CPU0.memory_stats()["allocation.all.current"] == count + 2
    a.free()
    b.free()
    assert anyrt.memory_allocated(CPU0) == base and anyrt.max_memory_allocated(CPU0) == base + 4000
    CPU0.reset_peak_memory_stats()
    assert CPU0.max_memory_allocated() == base
    host.free()
    unified.free()


def test_a_buffer_freed_by_garbage_collection_is_uncounted():
    base = CPU0.memory_allocated()
    CPU0.allocate(4096)  # dropped at once: its finalizer frees it
    assert CPU0.memory_allocated() == base


def test_device_argument_forms_and_per_device_figures():
    if len(anyrt.devices("cpu")) < 2:
        pytest.skip("needs 2 cpu devices (ANYRT_CPU_DEVICES)")
    cpu1 = anyrt.Device("cpu", 1)
    base0, base1 = anyrt.memory_allocated(), anyrt.memory_allocated("cpu:1")
    buf = cpu1.allocate(512)
    assert anyrt.memory_allocated(1) == anyrt.memory_allocated(cpu1) == base1 + 512
    assert anyrt.memory_allocated(None) == base0  # the current device: cpu:0
    with cpu1:
        assert anyrt.memory_allocated() == base1 + 512
    buf.free()


def test_bad_device_argument_is_named():
    with pytest.raises(TypeError, match="memory_allocated: argument 'device' must be"):
        anyrt.memory_allocated(1.5)  # type: ignore[arg-type]
    with pytest.raises(anyrt.Error, match="device"):
        anyrt.memory_stats("cpu:99")


def test_pointer_attributes_name_the_allocation_s_device_and_memory():
    bufs = {m: CPU0.allocate(256, memory=m) for m in ("device", "host", "unified")}
    for memory, buf in bufs.items():
        assert anyrt.pointer_attributes(buf.ptr) == (CPU0, memory)
        assert anyrt.pointer_attributes(buf.ptr + 255) == (CPU0, memory)  # any byte of it
    if len(anyrt.devices("cpu")) > 1:
        other = anyrt.Device("cpu", 1).allocate(64)
        assert anyrt.pointer_attributes(other.ptr)[0] == anyrt.Device("cpu", 1)
        other.free()
    freed = bufs["device"].ptr
    for buf in bufs.values():
        buf.free()
    with pytest.raises(anyrt.InvalidValueError, match="pointer_get_attributes: argument 'ptr'"):
        anyrt.pointer_attributes(freed)
    with pytest.raises(TypeError, match="pointer_attributes: argument 'ptr'"):
        anyrt.pointer_attributes("0x10")  # type: ignore[arg-type]


def test_pointer_attributes_refuses_an_address_outside_64_bits():
    """An address is no alias of another modulo 2**64: ptr + 2**64 is not the allocation at ptr."""
    buf = CPU0.allocate(64)
    try:
        for bad in (buf.ptr + 2**64, buf.ptr - 2**64, 2**64, -1, 2**200):
            with pytest.raises(anyrt.InvalidValueError) as err:
                anyrt.pointer_attributes(bad)
            assert err.value.param == "ptr" and "pointer_attributes" in err.value.message
            assert "[0, 2**64)" in err.value.message, err.value.message
        assert anyrt.pointer_attributes(buf.ptr) == (CPU0, "device")
    finally:
        buf.free()
