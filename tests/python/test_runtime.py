"""The runtime as a whole from Python: what the package exports, fallbacks' PerformanceWarning,
shutdown and exit."""

from __future__ import annotations

import pytest

import anyrt
from conftest import run_child

# ---- moved from tests/test_api.py


def test_performance_warning_once_per_fallback(tmp_path):
    if "minimal" not in {d.kind for d in anyrt.devices()}:
        pytest.skip("the minimal test plugin (which lacks group_start) is not loaded")
    result = run_child("""
        import warnings
        import anyrt
        from anyrt._gen import _raw
        anyrt.set_device(anyrt.Device("minimal", 0))
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


FORK_WHILE_LOCKED = """
    import os, signal, sys, threading
    import numpy as np
    import anyrt
    from stress_api import wait_child

    lock_type = type(threading.Lock())
    locks = []  # every lock of the package's modules, and of the objects they keep (the descriptor cache's)
    for name, mod in list(sys.modules.items()):
        if name == "anyrt" or name.startswith("anyrt."):
            for value in list(vars(mod).values()):
                for cand in (value, getattr(value, "_lock", None), getattr(value, "lock", None)):
                    if isinstance(cand, lock_type) and all(cand is not seen for seen in locks):
                        locks.append(cand)
    print("locks", len(locks), flush=True)
    held, release = threading.Event(), threading.Event()

    def holder():  # another thread inside anyrt's critical sections when the main thread forks
        for lk in locks:
            lk.acquire()
        held.set()
        release.wait()
        for lk in locks:
            lk.release()

    threading.Thread(target=holder, daemon=True).start()
    held.wait()
    pid = os.fork()
    if pid == 0:
        signal.alarm(20)
        b = anyrt.allocate(4096)
        b.fill(7, stream=anyrt.Stream())
        anyrt.synchronize()
        ok = (b.copy_to(np.empty(4096, np.uint8)) == 7).all()
        exported = np.from_dlpack(b)
        ok = ok and int(exported[0]) == 7
        del exported
        x = anyrt.asarray(np.arange(6, dtype=np.float32))
        ok = ok and anyrt.ops.add(x, x).numpy().tolist() == [0, 2, 4, 6, 8, 10]
        b.free()
        sys.exit(0 if ok else 3)
    code = wait_child(pid)
    release.set()
    print("child exit", code, flush=True)
"""


def test_a_child_forked_while_another_thread_holds_anyrt_locks_starts_fresh():
    """A thread inside one of the package's critical sections when another forks leaves that lock taken in
    the child, where no thread will release it: the child's runtime must not wait for it (issue 12's fork
    stress hung a child on Buffer's free lock under ASan)."""
    proc = run_child(FORK_WHILE_LOCKED, env={"PYTHONPATH": "tests"}, timeout=90)
    assert "child exit 0" in proc.stdout, proc.stdout + proc.stderr[-3000:]
