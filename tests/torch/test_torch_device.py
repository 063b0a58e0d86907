"""torch's "anyrt" device (anyrt.torch): registration, memory, copies between devices, dtypes and
layouts, fill, streams and events through torch.accelerator, memory statistics, save/load.
Run by `nox -s torch`; skipped where torch is not installed."""

from __future__ import annotations

import io

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt  # noqa: E402
import anyrt.torch as at  # noqa: E402
from anyrt.torch import _build  # noqa: E402

DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int8, torch.int16, torch.int32,
          torch.int64, torch.uint8, torch.bool, torch.complex64]


def test_registration() -> None:
    assert torch._C._get_privateuse1_backend_name() == "anyrt"
    assert torch.accelerator.current_accelerator() == torch.device("anyrt")
    assert torch.accelerator.device_count() == anyrt.device_count(at.kind) >= 1
    assert torch.anyrt.is_available()  # type: ignore[attr-defined]
    assert at.DIST_BACKEND == "anyccl"
    x = torch.ones(3, 4, device="anyrt")
    assert x.device == torch.device("anyrt", 0) and x.is_anyrt  # type: ignore[attr-defined]
    assert torch.equal(x.cpu(), torch.ones(3, 4))


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_round_trip_every_dtype(dtype: torch.dtype) -> None:
    src = (torch.arange(24) % 7 - 3).reshape(2, 3, 4).to(dtype)
    dev = src.to("anyrt")
    assert dev.dtype == dtype and dev.device.type == "anyrt"
    assert torch.equal(dev.cpu(), src)


def test_non_contiguous_copies() -> None:
    src = torch.arange(60.0).reshape(3, 4, 5)
    dev = src.to("anyrt")
    for view in (lambda t: t.transpose(0, 2), lambda t: t[:, 1::2, ::3], lambda t: t.permute(1, 0, 2)[1:]):
        assert torch.equal(view(dev).cpu(), view(src))
        assert torch.equal(view(dev).contiguous().cpu(), view(src).contiguous())
    # host -> strided device view, and between dtypes
    dst = torch.zeros(5, 4, device="anyrt")
    dst.t().copy_(torch.arange(20.0).reshape(4, 5))
    assert torch.equal(dst.cpu(), torch.arange(20.0).reshape(4, 5).t())
    assert torch.equal(dev.to(torch.float16).cpu(), src.to(torch.float16))
    assert torch.equal(dev.to(torch.int32).transpose(0, 1).cpu(), src.to(torch.int32).transpose(0, 1))


def test_copy_between_devices() -> None:
    if torch.accelerator.device_count() < 2:
        pytest.skip("needs two anyrt devices of one kind (the cpu backend has two by default)")
    a = torch.arange(10.0, device="anyrt:0")
    b = a.to("anyrt:1")
    assert b.device == torch.device("anyrt", 1)
    assert torch.equal(b.cpu(), torch.arange(10.0))
    assert torch.equal(b[::2].to("anyrt:0").cpu(), torch.arange(10.0)[::2])


def test_data_ptr_is_anyrt_device_memory() -> None:
    x = torch.arange(8, dtype=torch.float32, device="anyrt")
    torch.accelerator.synchronize()
    buf = anyrt.Device(at.kind, 0).empty(8, "float32") if hasattr(anyrt.Device, "empty") else None
    assert x.data_ptr() != 0
    del buf
    assert at.current_stream_handle(0) != 0


def test_fill_zero_and_scalars() -> None:
    for dtype in (torch.float32, torch.int64, torch.float16, torch.bool):
        t = torch.empty(4, 5, dtype=dtype, device="anyrt")
        t.fill_(1)
        assert torch.equal(t.cpu(), torch.ones(4, 5, dtype=dtype))
        t.t()[1:3].fill_(0)
        want = torch.ones(4, 5, dtype=dtype)
        want.t()[1:3] = 0
        assert torch.equal(t.cpu(), want)
    assert torch.zeros(3, device="anyrt").sum().item() == 0
    assert torch.full((2,), 7.5, device="anyrt")[1].item() == 7.5


def test_resize_and_set_grow_on_device() -> None:
    t = torch.arange(4.0, device="anyrt")
    t.resize_(10)
    assert torch.equal(t[:4].cpu(), torch.arange(4.0))
    s = torch.empty(0, device="anyrt")
    s.set_(t.untyped_storage(), 2, (2,), (1,))
    assert torch.equal(s.cpu(), torch.tensor([2.0, 3.0]))


def test_save_load() -> None:
    x = torch.randn(3, 4).to("anyrt")
    f = io.BytesIO()
    torch.save({"x": x, "view": x[1:]}, f)
    f.seek(0)
    back = torch.load(f)
    assert back["x"].device.type == "anyrt"
    assert torch.equal(back["x"].cpu(), x.cpu())
    assert torch.equal(back["view"].cpu(), x[1:].cpu())
    f.seek(0)
    cpu = torch.load(f, map_location="cpu")
    assert torch.equal(cpu["x"], x.cpu())


def test_accelerator_streams_events_and_sync() -> None:
    s = torch.Stream(device="anyrt")
    assert s.device.type == "anyrt"
    start, end = torch.Event(device="anyrt", enable_timing=True), torch.Event(device="anyrt", enable_timing=True)
    with torch.accelerator.current_stream().__class__(device="anyrt") if False else s:  # noqa: SIM108
        assert torch.accelerator.current_stream() == s
        start.record()
        y = torch.ones(256, 256, device="anyrt") @ torch.ones(256, 256, device="anyrt")
        end.record()
    end.synchronize()
    assert start.query() and end.query()
    assert start.elapsed_time(end) >= 0.0
    torch.accelerator.synchronize()
    assert s.query()
    assert y[0, 0].item() == 256.0
    assert torch.accelerator.current_stream() != s


def test_memory_stats() -> None:
    torch.accelerator.synchronize()
    torch.accelerator.reset_peak_memory_stats()
    before = torch.accelerator.memory_allocated()
    x = torch.empty(1 << 20, dtype=torch.uint8, device="anyrt")
    assert torch.accelerator.memory_allocated() == before + (1 << 20)
    assert torch.accelerator.max_memory_allocated() >= before + (1 << 20)
    del x
    assert torch.accelerator.memory_allocated() == before
    assert torch.accelerator.memory_stats()["allocation.all.current"] >= 0


def test_out_of_memory_is_torch_oom() -> None:
    with pytest.raises(torch.OutOfMemoryError, match="anyrt"):
        torch.empty(1 << 62, dtype=torch.uint8, device="anyrt")


def test_freed_blocks_are_reused_in_stream_order() -> None:
    x = torch.full((1000,), 3.0, device="anyrt")
    ptr = x.data_ptr()
    y = x * 2  # queued on the current stream, reading x
    del x  # back to the pool: reused by the next allocation of its size on this stream
    z = torch.full((1000,), 5.0, device="anyrt")
    assert z.data_ptr() == ptr
    assert torch.equal(y.cpu(), torch.full((1000,), 6.0)) and torch.equal(z.cpu(), torch.full((1000,), 5.0))
    before = torch.accelerator.memory_allocated()
    del z
    assert torch.accelerator.memory_allocated() == before - 4096  # 4000 bytes, rounded to 512
    torch.accelerator.empty_cache()
    assert torch.equal((torch.ones(1000, device="anyrt") + 1).cpu(), torch.full((1000,), 2.0))


def test_build_again_is_the_loaded_module() -> None:
    # `anyrt torch build` after `import anyrt.torch` (one process, as the CLI does): no rebuild even
    # though a reinstall gave the sources new times (it re-ran ninja before)
    so = _build.build_dir("anyrt_torch_C", _build.device_sources()) / "anyrt_torch_C.so"
    mtime = so.stat().st_mtime_ns
    for src in _build.device_sources():
        src.touch()
    assert _build.build_device() is at._C
    assert so.stat().st_mtime_ns == mtime
