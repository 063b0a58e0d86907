"""The `opencl` backend: built where CL/cl.h is found, loaded everywhere (zero devices and the reason
where no ICD loader or platform is installed), and on an OpenCL 2.0+ device with SVM (PoCL in CI) the
semantics the conformance suite does not pin: ordering across streams, callbacks off the caller's
thread and in stream order, timing, host access to fine-grained SVM, and the native kernels' results
against NumPy on strided and broadcast layouts."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt.toolkit import plugin_build

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = Path(anyrt.__file__).parent / "libanyrt_opencl.so"
DEVICE = "opencl:0"  # its own vendor kind, named as the backend


def _entry() -> dict[str, object]:
    return next(e for e in plugin_build.backend_entries(ROOT) if e["name"] == "opencl")


def _no_device_reason() -> str | None:
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if ffi.string(info.name).decode() != "opencl":
            continue
        message = ffi.string(info.message).decode()
        if info.status != 0:  # e.g. its toolkit changed under it
            return f"the opencl plugin was refused: {message}"
        return None if info.device_count > 0 else f"no OpenCL 2.0+ device with SVM ({message})"
    return "the opencl plugin is not loaded (not built here: no CL/cl.h at build time)"


needs_device = pytest.mark.skipif(_no_device_reason() is not None, reason=_no_device_reason() or "")


def test_a_default_install_builds_the_plugin_where_the_header_and_the_loader_are_found() -> None:
    """The package at hand may come from a build that chose its backends ($ANYRT_BACKENDS: CI's
    sessions but the opencl one build cpu and cuda), so the rule is checked, not this install."""
    entry = _entry()
    if not plugin_build.detect(entry)[0]:
        pytest.skip("no CL/cl.h here: the opencl plugin is not built")
    if not plugin_build.runtime_present(entry):
        pytest.skip("no OpenCL ICD loader (libOpenCL.so.1) here: a default install leaves the plugin out")
    assert plugin_build.selected(entry, asked="") == (True, "")
    assert plugin_build.selected(entry, asked="cpu,cuda")[0] is False


def test_plugin_links_no_opencl_library() -> None:
    if not PLUGIN.is_file():
        pytest.skip("the opencl plugin is not built here (no CL/cl.h)")
    import subprocess

    needed = subprocess.run(["readelf", "-d", str(PLUGIN)], capture_output=True, text=True).stdout
    assert "libOpenCL" not in needed, needed


@needs_device
def test_a_stream_waits_for_an_event_recorded_after_slow_work_elsewhere() -> None:
    dev = anyrt.Device(DEVICE)
    slow, fast = anyrt.Stream(dev), anyrt.Stream(dev)
    gate = threading.Event()
    order: list[str] = []
    slow.add_callback(lambda: (gate.wait(10), order.append("slow")))
    ev = slow.record_event()
    fast.wait_event(ev)
    fast.add_callback(lambda: order.append("fast"))
    time.sleep(0.05)
    assert not ev.query() and not fast.query()  # both held behind the callback
    gate.set()
    fast.synchronize()
    assert order == ["slow", "fast"] and ev.query()


@needs_device
def test_callbacks_run_off_the_callers_thread_in_stream_order() -> None:
    s = anyrt.Stream(anyrt.Device(DEVICE))
    seen: list[tuple[int, int]] = []
    for i in range(20):
        s.add_callback(lambda i=i: seen.append((i, threading.get_ident())))
    s.synchronize()
    assert [i for i, _ in seen] == list(range(20))
    assert all(t != threading.get_ident() for _, t in seen)


@needs_device
def test_synchronize_returns_after_queued_work() -> None:
    s = anyrt.Stream(anyrt.Device(DEVICE))
    done: list[int] = []
    s.add_callback(lambda: (time.sleep(0.05), done.append(1)))
    s.synchronize()
    assert done == [1] and s.query()


@needs_device
def test_elapsed_time_is_not_negative_and_grows() -> None:
    s = anyrt.Stream(anyrt.Device(DEVICE))
    a = anyrt.Event(enable_timing=True, device=anyrt.Device(DEVICE))
    b = anyrt.Event(enable_timing=True, device=anyrt.Device(DEVICE))
    a.record(s)
    s.add_callback(lambda: time.sleep(0.02))
    b.record(s)
    b.synchronize()
    assert a.elapsed_time(b) >= 0.0
    assert b.elapsed_time(a) <= 0.0


@needs_device
def test_copies_round_trip() -> None:
    dev = anyrt.Device(DEVICE)
    host = np.arange(1 << 16, dtype=np.uint8)
    buf = dev.allocate(host.nbytes)
    buf.copy_from(host)
    back = buf.copy_to(np.empty_like(host))
    np.testing.assert_array_equal(back, host)


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(a, device=anyrt.Device(DEVICE))


@needs_device
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_native_elementwise_matches_numpy_on_broadcast_and_strided_layouts(dtype: str) -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 4, 5)).astype(dtype)
    b = rng.standard_normal((4, 1)).astype(dtype)
    np.testing.assert_allclose(anyrt.ops.add(_t(a), _t(b)).numpy(), a + b, rtol=1e-6)
    np.testing.assert_allclose(anyrt.ops.mul(_t(a), _t(b)).numpy(), a * b, rtol=1e-6)
    x = _t(a)[:, ::2, 1:]  # a strided view
    np.testing.assert_allclose(anyrt.ops.relu(x).numpy(), np.maximum(a[:, ::2, 1:], 0))
    np.testing.assert_allclose(anyrt.ops.sigmoid(x).numpy(), 1 / (1 + np.exp(-a[:, ::2, 1:])), rtol=1e-5)


@needs_device
@pytest.mark.parametrize(("m", "k", "n"), [(1, 1, 1), (17, 33, 9), (64, 64, 64)])
def test_native_gemm_matches_numpy(m: int, k: int, n: int) -> None:
    rng = np.random.default_rng(1)
    a = rng.standard_normal((m, k)).astype(np.float32)
    b = rng.standard_normal((n, k)).astype(np.float32).T  # transposed strides
    c = rng.standard_normal((m, n)).astype(np.float32)
    out = _t(c)
    anyrt.ops.gemm(_t(a), _t(np.ascontiguousarray(b.T)).T, out=out, alpha=0.5, beta=1.5)
    np.testing.assert_allclose(out.numpy(), 0.5 * a @ b + 1.5 * c, rtol=1e-4, atol=1e-4)


@needs_device
def test_gemm_with_beta_zero_ignores_nan_in_c() -> None:
    a = np.ones((4, 3), np.float32)
    b = np.ones((3, 2), np.float32)
    out = _t(np.full((4, 2), np.nan, np.float32))
    anyrt.ops.gemm(_t(a), _t(b), out=out)
    np.testing.assert_array_equal(out.numpy(), np.full((4, 2), 3, np.float32))


@needs_device
def test_elementwise_and_gemm_are_served_natively() -> None:
    dev = anyrt.Device(DEVICE)
    for slot in ("op_add", "op_relu", "op_gemm", "stream_add_callback", "event_elapsed_time"):
        assert dev._native(slot), slot


@needs_device
def test_float_half_and_integer_elementwise_run_natively_and_bfloat16_gemm_falls_back(child: Any) -> None:
    """The slots decline what they have no kernel for (NOT_SUPPORTED): the portable kernel then runs,
    announced; elementwise on every dtype the operator has (bfloat16 too, and the casts between them)
    and float gemm announce nothing. A fresh process: each fallback is announced once."""
    code = """
import warnings, numpy as np, anyrt
d = anyrt.Device("opencl:0")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for dt in ("float32", "float64", "float16", "int32", "int64"):
        a = anyrt.asarray(np.ones((8, 8), dt), device=d)
        anyrt.ops.add(a, a).numpy(); anyrt.ops.relu(a).numpy()
        if dt.startswith("float") and dt != "float16":
            anyrt.ops.gemm(a, a).numpy()
    h = anyrt.asarray(np.ones((8, 8), np.float32), device=d).astype("bfloat16")
    assert (anyrt.ops.add(h, h).astype("float32").numpy() == 2).all()
    assert not [w for w in caught if "op_" in str(w.message)], [str(w.message) for w in caught]
    anyrt.ops.gemm(h, h).numpy()
    assert any("lacks 'op_gemm'" in str(w.message) for w in caught), [str(w.message) for w in caught]
print("ok")
"""
    out = child(code)
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr


@needs_device
@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_native_integer_elementwise_matches_numpy_and_wraps(dtype: str) -> None:
    info = np.iinfo(dtype)
    rng = np.random.default_rng(1)
    a = rng.integers(-1000, 1000, (3, 4, 5)).astype(dtype)
    b = rng.integers(-1000, 1000, (4, 1)).astype(dtype)
    a[0, 0, :2] = [info.min, info.max]  # two's complement wrap, as NumPy and the portable kernels
    np.testing.assert_array_equal(anyrt.ops.add(_t(a), _t(b)).numpy(), a + b)
    np.testing.assert_array_equal(anyrt.ops.sub(_t(a), _t(b)).numpy(), a - b)
    np.testing.assert_array_equal(anyrt.ops.mul(_t(a), _t(b)).numpy(), a * b)
    x = a[:, ::2, 1:]
    view = _t(a)[:, ::2, 1:]  # strided
    np.testing.assert_array_equal(anyrt.ops.neg(view).numpy(), -x)
    np.testing.assert_array_equal(anyrt.ops.abs(view).numpy(), np.abs(x))
    np.testing.assert_array_equal(anyrt.ops.relu(view).numpy(), np.maximum(x, 0))
    np.testing.assert_array_equal(anyrt.ops.square(view).numpy(), x * x)


@needs_device
def test_native_float16_elementwise_computes_in_float32_and_rounds_once() -> None:
    rng = np.random.default_rng(2)
    a = rng.standard_normal((3, 4, 5)).astype(np.float16)
    b = rng.standard_normal((4, 1)).astype(np.float16)
    f = a.astype(np.float32)
    np.testing.assert_array_equal(anyrt.ops.add(_t(a), _t(b)).numpy(), (f + b.astype(np.float32)).astype(np.float16))
    np.testing.assert_array_equal(anyrt.ops.mul(_t(a), _t(b)).numpy(), (f * b.astype(np.float32)).astype(np.float16))
    view = _t(a)[:, ::2, 1:]
    x = f[:, ::2, 1:]
    np.testing.assert_allclose(anyrt.ops.sigmoid(view).numpy().astype(np.float32), 1 / (1 + np.exp(-x)), rtol=1e-3, atol=1e-3)
    np.testing.assert_allclose(anyrt.ops.tanh(view).numpy().astype(np.float32), np.tanh(x), rtol=1e-3, atol=1e-3)
    np.testing.assert_array_equal(anyrt.ops.relu(view).numpy(), np.maximum(a[:, ::2, 1:], 0))


@needs_device
def test_coarse_grained_svm_is_not_host_accessible_and_ops_are_staged(child: Any) -> None:
    """ANYRT_OPENCL_SVM=coarse: the memory of a discrete GPU's kind; copies, native kernels and the
    core's staged fallback (rms_norm has no native kernel) still agree with NumPy."""
    code = """
import numpy as np, anyrt
d = anyrt.Device("opencl:0")
assert d.backend == "opencl" and not d.host_accessible
x = np.arange(24, dtype=np.float32).reshape(4, 6) - 10
t = anyrt.asarray(x, device=d)
np.testing.assert_allclose(anyrt.ops.relu(anyrt.ops.add(t, t)).numpy(), np.maximum(2 * x, 0))
w = anyrt.asarray(np.ones(6, np.float32), device=d)
got = anyrt.ops.rms_norm(t, w, epsilon=1e-6).numpy()
np.testing.assert_allclose(got, x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6), rtol=1e-5)
print("ok")
"""
    out = child(code, env={"ANYRT_OPENCL_SVM": "coarse"})
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr


@needs_device
def test_a_free_waiting_for_a_stream_lets_its_callback_allocate(child: Any) -> None:
    """free waits for the device's streams; a callback they wait for that allocates must not block on
    that free (the device's lock was held across the wait: a deadlock)."""
    code = """
import threading, anyrt
d = anyrt.Device("opencl:0")
s = anyrt.Stream(d)
gate = threading.Event()
got = []
s.add_callback(lambda: (gate.wait(30), got.append(d.allocate(64))))
buf = d.allocate(64)
threading.Timer(0.2, gate.set).start()
buf.free()
s.synchronize()
assert len(got) == 1
print("ok")
"""
    out = child(code, timeout=60)
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr


@needs_device
@pytest.mark.parametrize("kernel", ["naive", "tiled", "blocked"])
def test_each_gemm_kernel_matches_numpy(child: Any, kernel: str) -> None:
    """The device picks one of three gemm kernels (PoCL: blocked); ANYRT_OPENCL_GEMM runs each here, on
    edges that are no multiple of a tile or block, transposed strides and a broadcast batch."""
    code = """
import numpy as np, anyrt
d = anyrt.Device("opencl:0")
rng = np.random.default_rng(2)
for dt, tol in (("float32", 1e-4), ("float64", 1e-10)):
    for m, k, n in ((1, 1, 1), (5, 7, 3), (33, 17, 18), (64, 64, 64)):
        a = rng.standard_normal((3, m, k)).astype(dt)
        b = rng.standard_normal((1, n, k)).astype(dt)
        c = rng.standard_normal((3, m, n)).astype(dt)
        out = anyrt.asarray(c, device=d)
        bt = anyrt.asarray(b, device=d).permute(0, 2, 1)
        anyrt.ops.gemm(anyrt.asarray(a, device=d), bt, out=out, alpha=0.5, beta=1.5)
        want = 0.5 * a @ b.transpose(0, 2, 1) + 1.5 * c
        np.testing.assert_allclose(out.numpy(), want, rtol=tol, atol=tol)
print("ok")
"""
    out = child(code, env={"ANYRT_OPENCL_GEMM": kernel})
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr


@needs_device
def test_a_crash_elsewhere_in_the_process_is_still_reported_after_the_backend_ran(child: Any) -> None:
    """The OpenCL platform (PoCL's LLVM) installs handlers for the crash signals when it starts and
    when it compiles; the backend puts the process's back, so Python's faulthandler still names the
    crash (an abort after a native kernel ran)."""
    code = """
import ctypes, faulthandler, sys, numpy as np, anyrt
faulthandler.enable()
x = anyrt.asarray(np.ones(8, np.float32), device="opencl:0")
print((x + x).numpy()[0], flush=True)
ctypes.CDLL(None).abort()
"""
    out = child(code)
    assert out.returncode != 0 and out.stdout.strip() == "2.0", out.stdout + out.stderr
    assert "Fatal Python error: Aborted" in out.stderr, out.stderr
