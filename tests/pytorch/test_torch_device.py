"""torch's "anyrt" device (anyrt.torch): registration, memory, copies between devices, dtypes and
layouts, fill, streams and events through torch.accelerator, memory statistics, save/load.
Run by `nox -s torch`; skipped where torch is not installed."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
import anyrt  # noqa: E402
import anyrt.torch as at  # noqa: E402
from anyrt._cffi import ffi, lib  # noqa: E402
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


def test_data_ptr_and_stream_handle_serve_anyrt_c_calls() -> None:
    # The contract torch.distributed's anyccl backend relies on: data_ptr() is memory of
    # anyrt.Device(kind, index), current_stream_handle() the anyrt stream torch queues on.
    for index in range(min(2, torch.accelerator.device_count())):
        x = torch.arange(256, dtype=torch.float32, device=f"anyrt:{index}")
        with anyrt.Device(at.kind, index):
            stream = ffi.cast("anyrt_stream_t", at.current_stream_handle(index))
            # a memset queued on torch's current stream, ordered after the arange that filled x
            assert lib.anyrt_memset_async(ffi.cast("void*", x.data_ptr() + 512), 0, 512, stream) == 0
        back = x.cpu()  # torch waits for its stream: the memset is done
        assert torch.equal(back[:128], torch.arange(128, dtype=torch.float32)) and not back[128:].any()
        host = torch.empty(256, dtype=torch.float32)
        torch.accelerator.synchronize(index)
        # anyrt infers the copy's kind from its allocation registry: x's memory is anyrt device memory
        assert lib.anyrt_memcpy(ffi.cast("void*", host.data_ptr()), ffi.cast("void*", x.data_ptr()), 1024,
                                lib.ANYRT_MEMCPY_KIND_DEFAULT) == 0
        assert torch.equal(host, back)


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


def anyrt_calls(fn: object) -> list[str]:
    """The anyrt functions fn() called (the trace layer's in-memory record)."""
    from anyrt._gen import _raw

    torch.accelerator.synchronize()
    _raw.trace_start()
    try:
        fn()  # type: ignore[operator]
    finally:
        _raw.trace_stop()
    names = []
    while True:
        event, got = _raw.trace_next()
        if not got:
            return names
        if not event.on_stream:
            names.append(ffi.string(event.name).decode())


def test_stream_priorities_pass_through_as_torch_cuda_s() -> None:
    dev = anyrt.Device(at.kind, 0)
    least, greatest = torch.anyrt.Stream.priority_range()  # type: ignore[attr-defined]
    assert (least, greatest) == anyrt.stream_priority_range(dev) and greatest <= least
    calls = anyrt_calls(lambda: torch.anyrt.Stream(priority=-1))  # type: ignore[attr-defined]
    assert "create_stream_with_priority" in calls, calls
    s = torch.anyrt.Stream(priority=greatest - 5)  # type: ignore[attr-defined]  # clamped, as CUDA
    assert isinstance(s, torch.Stream) and s.device == torch.device("anyrt", 0)
    assert s.priority == greatest == anyrt.Stream(dev, priority=greatest - 5).priority
    assert torch.anyrt.Stream().priority == least  # type: ignore[attr-defined]
    assert torch.Stream("anyrt", priority=greatest).stream_id > 0
    # the global pool: streams of the greatest priority when asked for high priority, made once
    # (torch.cuda's getStreamFromPool(isHighPriority)); torch reaches it through its guard
    ids: list[int] = []
    made = anyrt_calls(lambda: ids.append(at._C.pool_stream(0, True)))
    assert made.count("create_stream_with_priority") in (0, 4), made  # 0: an earlier test made the pool
    assert at._C.stream_priority(0, ids[0]) == greatest
    assert at._C.stream_priority(0, at._C.pool_stream(0, False)) == least
    assert torch.anyrt.Stream.priority_range(0) == (least, greatest)  # type: ignore[attr-defined]
    with pytest.raises(IndexError):
        torch.anyrt.Stream.priority_range(99)  # type: ignore[attr-defined]


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


def test_cli_build_and_status() -> None:
    done = subprocess.run([sys.executable, "-m", "anyrt", "torch", "status"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "anyrt_torch_C" in done.stdout and ": built" in done.stdout
    done = subprocess.run([sys.executable, "-m", "anyrt", "torch", "build"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout.startswith("built "), done.stdout + done.stderr


def test_bad_device_index_is_a_clear_error() -> None:
    n = torch.accelerator.device_count()
    with pytest.raises(IndexError, match=f"anyrt device index {n} out of range"):
        torch.empty(3, device=f"anyrt:{n}")
    with pytest.raises(IndexError, match="out of range"):
        torch.Stream(device=f"anyrt:{n}")


def test_views_without_an_aten_composite_are_views() -> None:
    """view_as_real, view_as_complex and unfold have per-backend kernels in ATen: through the CPU
    fallback they returned a copy, so a write through the "view" was lost (torch.distributed reduces
    complex tensors through view_as_real)."""
    z = torch.zeros(3, dtype=torch.complex64, device="anyrt")
    torch.view_as_real(z).fill_(2.0)
    assert torch.equal(z.cpu(), torch.full((3,), complex(2, 2), dtype=torch.complex64))
    r = torch.zeros(3, 2, device="anyrt")
    torch.view_as_complex(r).fill_(complex(1, 5))
    assert torch.equal(r.cpu(), torch.tensor([[1.0, 5.0]] * 3))
    u = torch.zeros(6, device="anyrt")
    u.unfold(0, 2, 2).select(1, 0).fill_(7.0)
    assert torch.equal(u.cpu(), torch.tensor([7.0, 0, 7, 0, 7, 0]))


def test_a_view_op_through_the_fallback_is_refused_not_copied() -> None:
    """A view operator with no anyrt kernel must raise (the CPU fallback would hand back a copy)."""
    code = """if 1:
        import torch, anyrt.torch
        lib = torch.library.Library("anyrt_test", "DEF")
        lib.define("aliasing(Tensor(a) x) -> Tensor(a)")
        lib.impl("aliasing", lambda x: x.view(-1), "CPU")
        try:
            torch.ops.anyrt_test.aliasing(torch.zeros(2, device="anyrt"))
        except Exception as err:
            print("REFUSED", type(err).__name__, err)
        else:
            print("COPIED")
    """
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "REFUSED" in out.stdout, out.stdout + out.stderr[-3000:]


def test_fill_with_a_complex_scalar() -> None:
    """fill_ read a complex Scalar with toDouble: 'value cannot be converted to type double'."""
    z = torch.zeros(4, dtype=torch.complex64, device="anyrt").fill_(complex(1, -2))
    assert torch.equal(z.cpu(), torch.full((4,), complex(1, -2), dtype=torch.complex64))
    z.fill_(complex(0, -0.0))
    assert torch.equal(torch.view_as_real(z.cpu()).signbit(), torch.tensor([[False, True]] * 4))


def test_non_contiguous_complex_copy_on_the_device() -> None:
    """A strided complex copy on the device asked anyrt for a complex descriptor (dtype 0)."""
    src = torch.arange(12.0).reshape(3, 4) * (1 + 2j)
    dev = torch.zeros(4, 3, dtype=torch.complex64, device="anyrt")
    dev.copy_(src.to("anyrt").t())
    assert torch.equal(dev.cpu(), src.t())


def test_a_parameter_two_modules_share_stays_one_parameter_on_the_device() -> None:
    """GPT-2's tied embedding and lm_head: after .to("anyrt") they were two Parameters (torch calls CPU and
    PrivateUse1 tensors incompatible for .data, so Module._apply made one per module), and the shared weight
    got only the embedding's gradient."""
    import copy

    torch.manual_seed(0)
    emb, lin = torch.nn.Embedding(10, 4), torch.nn.Linear(4, 10, bias=False)
    lin.weight = emb.weight
    ref = torch.nn.Sequential(emb, lin)
    model = copy.deepcopy(ref).to("anyrt")
    assert model[0].weight is model[1].weight
    ids = torch.tensor([[1, 2, 3, 2]])
    ref(ids).square().sum().backward()
    model(ids.to("anyrt")).square().sum().backward()
    assert ref[0].weight.grad is not None and model[0].weight.grad is not None
    torch.testing.assert_close(model[0].weight.grad.cpu(), ref[0].weight.grad)
    back = model.to("cpu")
    assert back[0].weight is back[1].weight


def test_negated_and_conjugated_views_copy_with_their_bits_resolved() -> None:
    # torch's math-bit fallback cloned such a view and the clone's copy came back to _copy_from
    # without end: a segfault (run in a child process so that a crash fails the test, not pytest)
    code = """
import torch, anyrt.torch
t = torch.arange(6.0).reshape(2, 3)
d = t.to("anyrt")
n = torch._neg_view(d)
assert torch.equal(n.cpu(), -t)
assert torch.equal(torch._neg_view(d.t()).cpu(), -t.t())
assert torch.equal(n.to(torch.float64).cpu(), -t.double())
assert torch.equal(torch.empty(2, 3, device="anyrt").copy_(n).cpu(), -t)
assert torch.equal(torch._neg_view(t).to("anyrt").cpu(), -t)
z = torch.complex(t, t + 1)
assert torch.equal(z.to("anyrt").conj().cpu(), z.conj())
assert torch.equal(z.conj().to("anyrt").cpu(), z.conj())
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "ok" in done.stdout, (done.returncode, done.stderr[-3000:])
