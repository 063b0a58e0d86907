"""anyrt.Device from Python: devices as values, named by kind and index."""

from __future__ import annotations

import numpy as np

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
