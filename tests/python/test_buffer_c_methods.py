"""Buffer's methods in C (anyrt._hot: allocation, free, the finalizer, synchronous copies with a host
object): what they do is what the Python methods they stand in front of do, for every case they take
and every case they hand over."""

from __future__ import annotations

import array
import inspect
import sys
import threading
import warnings
import weakref
from typing import Any

import numpy as np
import pytest
from cpu_devices import CPU0, on_cpu0  # noqa: F401 (on_cpu0 is autouse)

import anyrt


def test_copies_of_any_contiguous_host_object_round_trip() -> None:
    """The C copy takes any C-contiguous buffer-protocol object of plain data, as the general path does."""
    with CPU0.allocate(16) as buf:
        for src in (np.arange(16, dtype=np.uint8), bytearray(range(16)), memoryview(bytes(range(16))),
                    array.array("i", [0x03020100, 0x07060504, 0x0B0A0908, 0x0F0E0D0C]),
                    np.arange(8, dtype=np.uint16).reshape(2, 4), np.arange(4, dtype=np.float32)):
            buf.copy_from(np.zeros(16, np.uint8))
            buf.copy_from(src)
            out = bytearray(16)
            assert buf.copy_to(out) is out
            assert out == bytes(memoryview(src).cast("B")), type(src)
            back = np.empty(4, np.float32)
            assert buf.copy_to(back) is back and back.tobytes() == bytes(out)


@pytest.mark.parametrize("method", ["copy_from", "copy_to"])
def test_copies_hand_misuse_to_the_python_path(method: str) -> None:
    """Each case the C copy declines raises what the Python method raises, naming the function and argument."""
    param = "src" if method == "copy_from" else "dst"
    fn = f"Buffer.{method}"
    with CPU0.allocate(16) as buf:
        call = getattr(buf, method)
        cases: list[tuple[Any, type[BaseException], str]] = [
            (np.zeros(32, np.uint8)[::2], anyrt.InvalidValueError, "C-contiguous"),
            (np.zeros(15, np.uint8), anyrt.InvalidValueError, "has 15 bytes"),
            (np.array([object()] * 2, dtype=object), anyrt.InvalidValueError, "Python objects"),
            (42, TypeError, "buffer protocol"),
        ]
        if method == "copy_to":
            ro = np.zeros(16, np.uint8)
            ro.flags.writeable = False
            cases.append((ro, anyrt.InvalidValueError, "read-only"))
            cases.append((bytes(16), anyrt.InvalidValueError, "read-only"))
        for obj, exc, words in cases:
            with pytest.raises(exc) as err:
                call(obj)
            assert fn in str(err.value) and words in str(err.value), str(err.value)
            if isinstance(err.value, anyrt.InvalidValueError):
                assert err.value.param == param
        with pytest.raises(TypeError):
            call(np.zeros(16, np.uint8), stream=3)
    with pytest.raises(anyrt.InvalidValueError) as err:
        call(np.zeros(16, np.uint8))
    assert "already freed" in str(err.value) and fn in str(err.value)


def test_copies_keep_stream_none_and_keyword_forms() -> None:
    with CPU0.allocate(8) as buf:
        buf.copy_from(np.full(8, 3, np.uint8), None)
        buf.copy_from(src=np.full(8, 4, np.uint8), stream=None)
        assert buf.copy_to(dst=np.empty(8, np.uint8)).tolist() == [4] * 8
        s = anyrt.Stream(CPU0)
        out = buf.copy_to(np.empty(8, np.uint8), s)
        s.synchronize()
        assert out.tolist() == [4] * 8


def test_views_copy_their_own_range() -> None:
    with CPU0.allocate(16) as buf:
        buf.copy_from(np.zeros(16, np.uint8))
        v = buf.view(4, 8)
        v.copy_from(np.full(8, 9, np.uint8))
        assert buf.copy_to(np.empty(16, np.uint8)).tolist() == [0] * 4 + [9] * 8 + [0] * 4
        assert v.copy_to(np.empty(8, np.uint8)).tolist() == [9] * 8
        v.free()
        with pytest.raises(anyrt.InvalidValueError, match="already freed"):
            v.copy_to(np.empty(8, np.uint8))
        w = buf.view(0, 4)
    with pytest.raises(anyrt.InvalidValueError, match="already freed"):
        w.copy_from(np.zeros(4, np.uint8))  # its owner is freed


def test_c_methods_keep_signature_and_doc() -> None:
    for cls, name, params in ((anyrt.Buffer, "copy_from", ["self", "src", "stream"]),
                              (anyrt.Buffer, "copy_to", ["self", "dst", "stream"]), (anyrt.Buffer, "free", ["self"]),
                              (anyrt.Device, "allocate", ["self", "nbytes", "memory"])):
        method = getattr(cls, name)
        assert type(method).__name__ == "method_descriptor", name  # the C method is installed
        assert list(inspect.signature(method).parameters) == params
        assert method.__doc__ and len(inspect.getdoc(method) or "") > 20, name


def test_device_allocate_takes_every_call_form_and_hands_misuse_to_python() -> None:
    """Device.allocate in C: positional and keyword `memory`; the other forms raise what the Python method raises."""
    for b in (CPU0.allocate(64), CPU0.allocate(64, "host"), CPU0.allocate(64, memory="unified"),
              CPU0.allocate(nbytes=64, memory="host")):
        assert b.size == 64 and b.device == CPU0 and not b.freed
        b.free()
    for args, kwargs, words in (((), {}, "missing 1 required positional argument: 'nbytes'"),
                                ((64,), {"mem": "host"}, "unexpected keyword argument 'mem'"),
                                ((64, "host", 1), {}, "positional argument")):
        with pytest.raises(TypeError, match=words):
            CPU0.allocate(*args, **kwargs)
    with pytest.raises(anyrt.InvalidValueError, match="memory"):
        CPU0.allocate(64, memory="pinned")


def _callbacks_counted() -> int:
    from anyrt._cffi import ffi, lib
    return int(ffi.cast("long*", lib.anyrt_py_callbacks_address())[0])


def test_python_callbacks_are_counted_until_they_have_returned() -> None:
    """Allocation and free keep the GIL only while no Python callback is queued or running: the count
    rises before the callback is queued, stays while it runs, falls after it returned, and a refused one
    is not counted."""
    assert _callbacks_counted() == 0
    s = anyrt.Stream(CPU0)
    gate, running = threading.Event(), threading.Event()
    s.add_callback(lambda: (running.set(), gate.wait(10)))
    assert running.wait(10)
    assert _callbacks_counted() == 1
    b = CPU0.allocate(4096)  # the GIL let go: the callback's Python code runs meanwhile
    b.free()
    gate.set()
    s.synchronize()
    assert _callbacks_counted() == 0
    s.destroy()
    with pytest.raises(anyrt.Error):
        s.add_callback(lambda: None)
    assert _callbacks_counted() == 0


def test_a_failed_allocation_leaves_nothing_for_the_finalizer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A buffer whose setup raised (bad size or memory kind) is collected without an error in its finalizer."""
    seen: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", seen.append)
    for args in ((-1,), (0,), (2**80,), (16, "pinned"), (1.5,)):
        with pytest.raises((anyrt.InvalidValueError, TypeError)):
            CPU0.allocate(*args)
        with pytest.raises((anyrt.InvalidValueError, TypeError)):
            anyrt.Buffer(*args[:1], CPU0, *args[1:])
    assert seen == []


def test_allocate_free_and_finalizer() -> None:
    """free is idempotent; a buffer dropped unfreed is released by its finalizer; weak references work."""
    before = CPU0.memory_stats()["allocated_bytes.all.current"]
    for memory in ("device", "host", "unified"):
        b = CPU0.allocate(4096, memory)
        assert b.memory == memory and b.size == 4096 and not b.freed and b.base is None
        b.free()
        b.free()
        assert b.freed
    b = CPU0.allocate(1 << 20)
    assert CPU0.memory_stats()["allocated_bytes.all.current"] >= before + (1 << 20)
    ref = weakref.ref(b)
    del b
    assert ref() is None
    assert CPU0.memory_stats()["allocated_bytes.all.current"] == before
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        t = anyrt.empty((4, 4), "float32", CPU0)
        assert t.numpy().shape == (4, 4)


def test_free_of_an_exported_buffer_waits_for_the_export() -> None:
    """The C free hands a pinned buffer (a live DLPack export) to the Python path, which defers the release."""
    buf = CPU0.allocate(16)
    buf.copy_from(np.arange(16, dtype=np.uint8))
    arr = np.from_dlpack(buf)
    buf.free()
    assert buf.freed and arr.tolist() == list(range(16))  # still readable: released when the export goes
    del arr


def test_tensor_numpy_round_trips_and_waits() -> None:
    """Tensor.numpy's one-copy case and the general one give the same elements; a freed buffer's error names Tensor.numpy."""
    host = np.arange(12, dtype=np.float32).reshape(3, 4)
    t = anyrt.asarray(host, device=CPU0, copy=True)
    assert np.array_equal(t.numpy(), host)
    assert np.array_equal(t.T.numpy(), host.T)
    assert np.array_equal(t[1].numpy(), host[1])
    c = anyrt.empty((3, 4), "float32", CPU0)
    anyrt.ops.add(t, t, out=c)  # queued on the default stream: numpy() waits for it
    assert np.array_equal(c.numpy(), host * 2)
    s = anyrt.Stream(CPU0)
    with s:
        anyrt.ops.add(c, c, out=c)
    assert np.array_equal(c.numpy(), host * 4)  # queued on another stream: numpy() waits for that too
    assert np.array_equal(anyrt.asarray(np.float32(5), device=CPU0, copy=True).numpy(), np.float32(5))
    assert c.buffer is not None
    c.buffer.free()
    with pytest.raises(anyrt.InvalidValueError) as err:
        c.numpy()
    assert "Tensor.numpy" in str(err.value)
