"""torch.profiler on the "anyrt" device (csrc/profiler.cpp): with ProfilerActivity.PrivateUse1, the
work anyrt ran on a device (its trace layer's record) shows as device events under the ATen
operator that queued it, and anyrt's calls as runtime events."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
from torch.autograd import DeviceType  # noqa: E402
from torch.profiler import ProfilerActivity, profile  # noqa: E402

import anyrt.torch  # noqa: E402,F401

ACTIVITIES = [ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]


def device_kernels(prof: profile) -> list[str]:
    return [e.name for e in prof.events() if e.device_type == DeviceType.PrivateUse1]


def test_a_profiled_matmul_shows_anyrt_s_gemm_as_a_device_event(tmp_path: Path) -> None:
    a = torch.randn(64, 32, device="anyrt")
    b = torch.randn(32, 16, device="anyrt")
    torch.accelerator.synchronize()
    for _ in range(2):  # a second profile in the same process records again
        with profile(activities=ACTIVITIES) as prof:
            torch.matmul(a, b)
        kernels = device_kernels(prof)
        assert "anyrt_gemm" in kernels, sorted({(e.name, str(e.device_type)) for e in prof.events()})
        assert any(e.name == "aten::mm" for e in prof.events())
    trace = tmp_path / "trace.json"
    prof.export_chrome_trace(str(trace))
    events = json.loads(trace.read_text())["traceEvents"]
    gemm = [e for e in events if e.get("name") == "anyrt_gemm"]
    assert gemm and all(e["dur"] >= 0 for e in gemm)
    assert any(e.get("name") == "anyrt_gemm" and e.get("cat") == "kernel" for e in gemm), gemm


def test_without_the_device_activity_no_device_events() -> None:
    a = torch.randn(8, 8, device="anyrt")
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        torch.matmul(a, a)
    assert device_kernels(prof) == []


@pytest.mark.parametrize("op", ["isin", "nonzero", "masked_select"])
def test_data_sized_outputs_run_anyrt_s_own_operators(op: str) -> None:
    """isin, nonzero and masked_select are anyrt's operators (after a count_nonzero on the device),
    not compositions of other kernels."""
    x = torch.tensor([[1, 5, 3], [7, 2, 0]], device="anyrt")
    calls = {
        "isin": lambda: torch.isin(x, torch.tensor([2, 3], device="anyrt")),
        "nonzero": lambda: x.nonzero(),
        "masked_select": lambda: x.masked_select(x > 2),
    }
    torch.accelerator.synchronize()
    with profile(activities=ACTIVITIES) as prof:
        calls[op]()
    kernels = device_kernels(prof)
    assert f"anyrt_{op}" in kernels, kernels
