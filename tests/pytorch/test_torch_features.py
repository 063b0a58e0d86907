"""The accelerator features of torch's "anyrt" device beyond tensors: autocast, pinned host memory,
the device a pointer belongs to, device capability and properties."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt  # noqa: E402
import anyrt.torch as at  # noqa: E402


def test_autocast_runs_matmuls_in_the_lower_precision() -> None:
    assert torch.anyrt.get_amp_supported_dtype() == [torch.float16, torch.bfloat16]  # type: ignore[attr-defined]
    torch.manual_seed(0)
    lin = torch.nn.Linear(16, 8)
    x = torch.randn(4, 16)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        want = lin(x)
    dev_lin = lin.to("anyrt")
    for dtype in (torch.bfloat16, torch.float16):
        with torch.autocast("anyrt", dtype=dtype):
            assert torch.is_autocast_enabled("anyrt")
            y = dev_lin(x.to("anyrt"))
            s = torch.softmax(y, dim=-1)  # autocast's fp32 list
        assert y.dtype == dtype and s.dtype == torch.float32
        if dtype == torch.bfloat16:
            assert torch.allclose(y.float().cpu(), want.float(), atol=2e-2, rtol=2e-2)
    assert not torch.is_autocast_enabled("anyrt")
    with pytest.warns(UserWarning, match="anyrt autocast, but the target dtype is not supported"):
        with torch.autocast("anyrt", dtype=torch.float64):
            assert not torch.is_autocast_enabled("anyrt")


def test_pin_memory_is_anyrt_host_memory_and_says_so() -> None:
    t = torch.arange(1000.0)
    assert not t.is_pinned()
    p = t.pin_memory()
    assert p.is_pinned() and p[10:].is_pinned() and torch.equal(p, t)
    e = torch.empty(100, pin_memory=True)
    assert e.is_pinned()
    d = p.to("anyrt", non_blocking=True)
    torch.accelerator.synchronize()
    assert torch.equal(d.cpu(), t)
    back = torch.empty(1000, pin_memory=True)
    back.copy_(d, non_blocking=True)
    torch.accelerator.synchronize()
    assert torch.equal(back, t)


def test_a_pointer_answers_its_own_device() -> None:
    if torch.accelerator.device_count() < 2:
        pytest.skip("needs two anyrt devices of one kind (the cpu backend has two by default)")
    t = torch.arange(6.0, device="anyrt:1")
    assert torch.accelerator.current_device_index() == 0
    # the hook at::from_blob asks when no device is given (torch's DLPack has no PrivateUse1 export)
    assert at._C.device_of_pointer(t.data_ptr()) == 1
    assert at._C.device_of_pointer(t[2:].data_ptr()) == 1  # inside the allocation
    assert at._C.device_of_pointer(torch.ones(3, device="anyrt:0").data_ptr()) == 0
    with pytest.raises(ValueError, match="getDeviceFromPtr"):
        at._C.device_of_pointer(torch.ones(3).data_ptr())  # host memory


def test_pointers_anyrt_allocated_outside_torch_answer_from_anyrt_s_registry() -> None:
    """getDeviceFromPtr and isPinnedPtr ask anyrt (anyrt_pointer_get_attributes), not torch's own
    allocator: memory another library took from anyrt answers too."""
    np = pytest.importorskip("numpy")
    last = torch.accelerator.device_count() - 1
    buf = anyrt.Device(at.kind, last).allocate(64)
    assert at._C.device_of_pointer(buf.ptr + 8) == last
    host = anyrt.Device(at.kind, 0).allocate(4096, memory="host")
    with pytest.raises(ValueError, match="getDeviceFromPtr.*pinned host memory"):
        at._C.device_of_pointer(host.ptr)
    over_host = torch.from_numpy(np.frombuffer((ctypes.c_char * 4096).from_address(host.ptr), dtype=np.float32))
    assert over_host.is_pinned() and over_host[100:].is_pinned()
    assert not torch.from_numpy(np.zeros(4, np.float32)).is_pinned()
    freed = buf.ptr
    buf.free()
    with pytest.raises(ValueError, match="getDeviceFromPtr.*not in memory anyrt allocated"):
        at._C.device_of_pointer(freed)
    del over_host
    host.free()


def test_device_capability_and_properties() -> None:
    cap = torch.accelerator.get_device_capability()
    dtypes = cap["supported_dtypes"]
    assert {torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool} <= set(dtypes)
    assert torch.complex64 not in dtypes  # anyrt has no complex dtypes (copies only)
    props = torch.anyrt.get_device_properties(0)  # type: ignore[attr-defined]
    info = anyrt.Device(at.kind, 0).properties()
    assert props.total_memory == info["total_memory"] > 0
    assert props.name == info["name"] and at.backend in props.name
    assert torch.anyrt.get_device_name("anyrt:0") == props.name  # type: ignore[attr-defined]
    assert isinstance(torch.anyrt.get_device_capability(), tuple)  # type: ignore[attr-defined]
    with pytest.raises(IndexError):
        torch.anyrt.get_device_properties(99)  # type: ignore[attr-defined]


def test_autocast_with_the_fallback_off() -> None:
    code = """
        import torch, anyrt.torch
        lin = torch.nn.Linear(16, 8).to("anyrt")
        with torch.autocast("anyrt", dtype=torch.bfloat16):
            y = lin(torch.randn(4, 16, device="anyrt"))
        assert y.dtype == torch.bfloat16
        assert not anyrt.torch.fallback_ops(), anyrt.torch.fallback_ops()
    """
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, ANYRT_TORCH_CPU_FALLBACK="0"))
    assert done.returncode == 0, done.stdout + done.stderr
