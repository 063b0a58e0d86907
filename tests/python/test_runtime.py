"""The runtime as a whole from Python: what the package exports, fallbacks' PerformanceWarning,
shutdown and exit."""

from __future__ import annotations

import pytest

import anyrt
from conftest import run_child

# ---- moved from tests/test_api.py


def test_performance_warning_once_per_fallback(tmp_path):
    if "custom" not in {d.kind for d in anyrt.devices()}:
        pytest.skip("the minimal test plugin (which lacks group_start) is not loaded")
    result = run_child("""
        import warnings
        import anyrt
        from anyrt._gen import _raw
        anyrt.set_device(anyrt.Device("custom", 0))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for _ in range(3):
                _raw.group_start()  # the minimal plugin lacks group_start: the no-op fallback serves it
        perf = [w for w in caught if issubclass(w.category, anyrt.PerformanceWarning) and "group_start" in str(w.message)]
        assert len(perf) == 1, [str(w.message) for w in caught]
        assert "minimal" in str(perf[0].message)
        print("ok")
    """)
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout


def test_shutdown_retires_objects_and_exit_is_clean(tmp_path):
    result = run_child("""
        import gc, time
        import numpy as np
        import anyrt
        dev = anyrt.Device("cpu", 0)
        s, ev, buf = anyrt.Stream(dev), anyrt.Event(device=dev), dev.allocate(1024)
        arr = np.from_dlpack(dev.allocate(64))
        del arr  # shutdown refuses while a consumer still reads anyrt memory (issue 25, defect 4)
        anyrt.shutdown()
        for call in (s.synchronize, ev.synchronize, lambda: buf.fill(0)):
            try:
                call()
            except anyrt.InvalidHandleError as e:
                assert "shut down" in str(e), e
            else:
                raise SystemExit("a dead object worked")
        s.destroy(); ev.destroy(); buf.free()
        del s, ev, buf
        gc.collect()
        # the runtime re-initializes; objects left alive at exit are finalized safely
        s2 = anyrt.Stream(dev)
        b2 = dev.allocate(1 << 20)
        b2.copy_from(np.ones(1 << 20, dtype=np.uint8), stream=s2)
        s2.add_callback(lambda: time.sleep(0.05))
        ev2 = anyrt.Event(device=dev)
        ev2.record(s2)
        print("ok")
    """)
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout
    assert "Exception ignored" not in result.stderr and "Traceback" not in result.stderr, result.stderr


def test_raw_shutdown_also_retires_objects(tmp_path):
    result = run_child("""
        import anyrt
        from anyrt._gen import _raw
        dev = anyrt.Device("cpu", 0)
        old = dev.allocate(4096)
        _raw.shutdown()
        new = dev.allocate(4096)  # may get the old address back
        new.fill(7)
        old.free()  # must not free `new`
        del old
        assert bytes(new.copy_to(bytearray(4096))) == b"\\x07" * 4096
        print("ok")
    """)
    assert result.returncode == 0, result.stderr
    assert "ok" in result.stdout


def test_exports_and_version():
    for name in ("Device", "Stream", "Event", "Buffer", "devices", "current_device", "set_device", "allocate",
                 "synchronize", "Error", "OutOfMemoryError", "InvalidValueError", "InvalidHandleError",
                 "NotSupportedError", "PerformanceWarning"):
        assert hasattr(anyrt, name), name
    assert issubclass(anyrt.PerformanceWarning, UserWarning)
    assert anyrt.__version__
