"""What the object-API tests share: the cpu devices they use, and a fixture that starts each test on
cpu:0 (the default device may be another kind while the session's test plugins are loaded)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

import anyrt

CPU0 = anyrt.Device("cpu", 0)
CPU1 = anyrt.Device("cpu", 1)

needs_two = pytest.mark.skipif(len(anyrt.devices("cpu")) < 2, reason="needs 2 cpu devices (ANYRT_CPU_DEVICES)")


@pytest.fixture(autouse=True)
def on_cpu0() -> Iterator[None]:
    """Start on cpu:0 and restore the previous current device after (autouse where imported)."""
    prev = anyrt.current_device()
    anyrt.set_device(CPU0)
    yield
    anyrt.set_device(prev)


def fresh_thread_device() -> anyrt.Device:
    """The current device a new thread starts with."""
    out: list[anyrt.Device] = []
    t = threading.Thread(target=lambda: out.append(anyrt.current_device()))
    t.start()
    t.join()
    return out[0]
