"""The `cuda` backend: built where a CUDA toolkit is found, loaded everywhere (with zero devices and
a reason where there is no GPU or driver), the DLPack / CUDA Array Interface mapping of its memory,
and, on a GPU, the backend at work through the Python API."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw
from anyrt._gen.spec_data import OPERATORS, SLOTS
from anyrt.interop import KDL_CPU, KDL_CUDA, KDL_CUDA_HOST, KDL_CUDA_MANAGED, cuda_array_interface, dlpack_device

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = Path(anyrt.__file__).parent / "libanyrt_cuda.so"


def _toolkit() -> bool:
    """What setup.py's `detect` for cuda asks: $CUDA_HOME set or nvcc on the PATH."""
    return bool(os.environ.get("CUDA_HOME")) or shutil.which("nvcc") is not None


def _driver() -> bool:
    """The cuda entry's `detect.runtime`: without the driver `pip install .` builds the plugin only
    when $ANYRT_BACKENDS names it (CI's nox sessions do, to compile it)."""
    import ctypes

    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True


def _cuda_info() -> tuple[int, str] | None:
    """(device count, message) of the loaded cuda backend, None if it is not loaded."""
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if ffi.string(info.name).decode() == "cuda" and info.status == 0:
            return int(info.device_count), ffi.string(info.message).decode()
    return None


def _no_device_reason() -> str | None:
    info = _cuda_info()
    if info is None:
        return "no CUDA device (the cuda plugin is not loaded: no CUDA toolkit at build time)"
    count, message = info
    return None if count > 0 else f"no CUDA device ({message})"


needs_toolkit = pytest.mark.skipif(not _toolkit(), reason="no CUDA toolkit here (nvcc not on PATH, CUDA_HOME unset): "
                                   "the cuda plugin is not built")
# the plugin's own tests: they run wherever it was built (CI builds it with ANYRT_BACKENDS=cpu,cuda
# and no GPU, and that build fails rather than leave it out)
needs_plugin = pytest.mark.skipif(not PLUGIN.is_file(), reason="the cuda plugin was not built (no CUDA driver here: "
                                  "ANYRT_BACKENDS=cpu,cuda pip install . builds it)")
needs_gpu = pytest.mark.skipif(_no_device_reason() is not None, reason=_no_device_reason() or "")


# ---------------------------------------------------------------------------------------------- build and load


@needs_toolkit
@pytest.mark.skipif(not _driver(), reason="no CUDA driver (libcuda.so.1): a default `pip install .` leaves the plugin out")
def test_plugin_is_built_where_a_toolkit_and_the_driver_are_found() -> None:
    assert PLUGIN.is_file(), f"{PLUGIN} missing although a CUDA toolkit and driver are present"


@needs_plugin
def test_plugin_loads_with_or_without_a_gpu() -> None:
    info = _cuda_info()
    assert info is not None, "the cuda plugin was built but did not load"
    count, message = info
    if count == 0:
        assert message, "a cuda backend without devices must say why"
        assert "CUDA" in message or "cuda" in message
    else:
        assert message == ""


@needs_plugin
def test_plugin_exports_only_its_entry_point() -> None:
    """The static CUDA runtime stays private (no clash with torch's or CuPy's libcudart)."""
    if shutil.which("nm") is None:
        pytest.skip("no `nm` here to list the plugin's symbols")
    out = subprocess.run(["nm", "-D", "--defined-only", str(PLUGIN)], capture_output=True, text=True, check=True).stdout
    assert [line.split()[-1] for line in out.splitlines()] == ["anyrt_backend_get_table"]


@needs_plugin
def test_default_device_is_a_gpu_only_where_there_is_one(tmp_path: Path) -> None:
    # Only the installed plugins (cpu, cuda): the session's test plugins would compete for the default.
    env = {k: v for k, v in os.environ.items() if k not in ("ANYRT_DEFAULT_DEVICE", "ANYRT_BACKEND_PATH", "ANYRT_PADDLE_PLUGINS")}
    out = subprocess.run([sys.executable, "-c", "import anyrt; print(anyrt.current_device())"], capture_output=True,
                         text=True, cwd=tmp_path, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    count = (_cuda_info() or (0, ""))[0]
    assert out.stdout.strip() == ("cuda:0" if count > 0 else "cpu:0")


@needs_plugin
def test_info_lists_the_backend_and_why_it_has_no_device(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "anyrt", "info", "--slots"], capture_output=True, text=True, cwd=tmp_path,
                         timeout=120, env={**os.environ, "COLUMNS": "400"})
    assert out.returncode == 0, out.stderr
    assert "Slots of backend 'cuda'" in out.stdout
    count, message = _cuda_info() or (0, "")
    if count == 0:
        assert "no devices:" in out.stdout
        assert message.split(":")[0] in out.stdout
    else:
        assert "cuda:0" in out.stdout


def _run_c_test(tmp_path: Path, *args: str) -> str:
    exe = tmp_path / "test_cuda_backend"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-D_GNU_SOURCE",
                    f"-I{ROOT / 'generated' / 'include'}", str(ROOT / "tests" / "c" / "test_cuda_backend.c"),
                    "-o", str(exe), "-ldl"], check=True)
    proc = subprocess.run([str(exe), str(PLUGIN), *args], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert " 0 failed" in proc.stdout
    return proc.stdout


def _has_nccl_wheel() -> bool:
    if os.environ.get("NCCL_HOME"):  # nox installs the wheel once into a shared folder and names it here
        return True
    try:
        return importlib.util.find_spec("nvidia.nccl") is not None
    except ModuleNotFoundError:  # no `nvidia` namespace package at all
        return False


@needs_plugin
def test_backend_table_directly(tmp_path: Path) -> None:
    """tests/c/test_cuda_backend.c: without a GPU the zero-device answers, with one the whole table."""
    out = _run_c_test(tmp_path)
    if "devices: 0" in out and _has_nccl_wheel():
        # NCCL's header was there at build time and its library is on the plugin's RUNPATH: it loads
        # and makes an id without a GPU.
        assert "nccl: loaded, unique id made" in out


@needs_plugin
def test_collectives_name_the_missing_nccl_library(tmp_path: Path) -> None:
    _run_c_test(tmp_path, "nccl-missing")


# ---------------------------------------------------------------------------------------------- DLPack / CAI mapping


def test_dlpack_device_types_follow_the_memory_kind() -> None:
    gpu1 = anyrt.Device("cuda", 1)  # a value: no device is needed to name it
    assert dlpack_device(gpu1, "device") == (KDL_CUDA, 1)
    assert dlpack_device(gpu1, "host") == (KDL_CUDA_HOST, 0)
    assert dlpack_device(gpu1, "unified") == (KDL_CUDA_MANAGED, 1)
    for memory in ("device", "host", "unified"):
        assert dlpack_device(anyrt.Device("cpu", 1), memory) == (KDL_CPU, 0)
    assert (KDL_CUDA, KDL_CUDA_HOST, KDL_CUDA_MANAGED) == (2, 3, 13)  # dlpack.h


class _FakeCudaBuffer:
    """What cuda_array_interface reads of a Buffer, for a cuda device that is not here."""

    def __init__(self, memory: str) -> None:
        self.device = anyrt.Device("cuda", 0)
        self.memory = memory
        self.size = 4096
        self.ptr = 0x7F0000000000
        self._base = None

    def _live(self, function: str) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(name)


def test_cuda_array_interface_of_cuda_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    waited: list[object] = []
    monkeypatch.setattr(anyrt._inflight, "wait_for_uses", lambda mem: waited.append(mem))
    fakes = [_FakeCudaBuffer(memory) for memory in ("device", "host", "unified")]
    for fake in fakes:
        cai = cuda_array_interface(fake)  # type: ignore[arg-type]
        assert cai["version"] == 3
        assert cai["shape"] == (4096,) and cai["typestr"] == "|u1" and cai["strides"] is None
        assert cai["data"] == (0x7F0000000000, False)
        assert cai["stream"] is None  # the work queued on the memory was waited for: consumers may read at once
    assert waited == fakes


def test_no_cuda_array_interface_on_cpu_buffers() -> None:
    with anyrt.Device("cpu", 0).allocate(64) as buf:
        assert not hasattr(buf, "__cuda_array_interface__")
        with pytest.raises(AttributeError, match="not CUDA memory"):
            buf.__cuda_array_interface__  # noqa: B018


@pytest.mark.parametrize("memory", ["device", "host", "unified"])
def test_memory_kinds_on_cpu_buffers(memory: str) -> None:
    dev = anyrt.Device("cpu", 0)
    data = np.arange(256, dtype=np.uint8)
    with dev.allocate(256, memory=memory) as buf:
        assert buf.memory == memory and buf.view(8).memory == memory
        buf.copy_from(data)
        assert np.array_equal(np.from_dlpack(buf), data)
        assert buf.__dlpack_device__() == (KDL_CPU, 0)


def test_unknown_memory_kind_is_refused() -> None:
    with pytest.raises(anyrt.InvalidValueError, match="memory"):
        anyrt.Device("cpu", 0).allocate(8, memory="pinned")


# ---------------------------------------------------------------------------------------------- on a GPU


@needs_gpu
def test_gpu_copies_fills_and_properties() -> None:
    gpu = anyrt.Device("cuda", 0)
    props = gpu.properties()
    assert props["compute_capability"] >= 50 and props["runtime_version"] >= 12000 and props["driver_version"] > 0
    free, total = gpu.memory_info()
    assert 0 < free <= total
    data = np.random.default_rng(0).integers(0, 256, 1 << 20, dtype=np.uint8)
    with gpu.allocate(data.nbytes) as a, gpu.allocate(data.nbytes) as b:
        a.copy_from(data)
        b.copy_from(a)
        assert np.array_equal(b.copy_to(np.empty_like(data)), data)
        s = gpu.create_stream()
        b.fill(7, stream=s)
        out = np.empty_like(data)
        b.copy_to(out, stream=s)
        s.synchronize()
        assert (out == 7).all()


@needs_gpu
def test_gpu_streams_destroyed_and_made_again_work() -> None:
    # destroyed streams are kept and handed out again (a bounded pool): more than the pool holds,
    # twice over, each doing its own ordered work
    gpu = anyrt.Device("cuda", 0)
    with gpu.allocate(16) as buf:
        for round_ in range(2):
            streams = [gpu.create_stream() for _ in range(40)]
            for i, s in enumerate(streams):
                out = np.empty(16, np.uint8)
                buf.fill((i + round_) % 256, stream=s)
                buf.copy_to(out, stream=s)
                s.synchronize()
                assert (out == (i + round_) % 256).all()
            for s in streams:
                s.destroy()


@needs_gpu
def test_gpu_events_time_and_callbacks_run() -> None:
    gpu = anyrt.Device("cuda", 0)
    s = gpu.create_stream()
    start, end = anyrt.Event(enable_timing=True, device=gpu), anyrt.Event(enable_timing=True, device=gpu)
    ran: list[int] = []
    with gpu.allocate(64 << 20) as buf:
        start.record(s)
        buf.fill(1, stream=s)
        end.record(s)
        s.add_callback(lambda: ran.append(1))
        s.synchronize()
    assert start.elapsed_time(end) > 0
    assert ran == [1]


@needs_gpu
@pytest.mark.parametrize("memory,dl_type", [("device", KDL_CUDA), ("host", KDL_CUDA_HOST), ("unified", KDL_CUDA_MANAGED)])
def test_gpu_memory_kinds_and_dlpack(memory: str, dl_type: int) -> None:
    gpu = anyrt.Device("cuda", 0)
    with gpu.allocate(1024, memory=memory) as buf:
        buf.fill(9)
        assert buf.__dlpack_device__()[0] == dl_type
        assert buf.__cuda_array_interface__["data"][0] == buf.ptr
        if memory != "device":  # host-addressable: numpy reads it without a copy
            assert (np.from_dlpack(buf) == 9).all()


@needs_gpu
def test_gpu_torch_reads_buffers_without_a_copy() -> None:
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch is installed without CUDA")
    with anyrt.Device("cuda", 0).allocate(4096) as buf:
        buf.fill(3)
        t = torch.from_dlpack(buf)
        assert t.device.type == "cuda" and t.data_ptr() == buf.ptr and int(t.sum()) == 3 * 4096


@needs_gpu
def test_gpu_cupy_reads_the_cuda_array_interface() -> None:
    cupy = pytest.importorskip("cupy")
    with anyrt.Device("cuda", 0).allocate(4096) as buf:
        buf.fill(5)
        arr = cupy.asarray(buf)
        assert arr.data.ptr == buf.ptr and int(arr.sum()) == 5 * 4096


@needs_gpu
@pytest.mark.parametrize("op,dtype", [("sum", "float32"), ("avg", "float32"), ("avg", "bfloat16"), ("max", "int32")])
def test_gpu_all_reduce_over_every_device(op: str, dtype: str) -> None:
    from anyrt import ccl

    gpus = anyrt.devices("cuda")
    try:
        comms = ccl.Communicator.init_all(gpus)
    except anyrt.NotSupportedError as exc:
        pytest.skip(f"NCCL is not available: {exc}")
    np_type = {"float32": np.float32, "int32": np.int32, "bfloat16": np.uint16}[dtype]
    n = 1024
    bufs = []
    for rank, dev in enumerate(gpus):
        values = np.full(n, rank + 1, dtype=np.float32)
        host = (values.view(np.uint32) >> 16).astype(np.uint16) if dtype == "bfloat16" else values.astype(np_type)
        buf = dev.allocate(host.nbytes)
        buf.copy_from(host)
        bufs.append(buf)
    for comm, buf in zip(comms, bufs, strict=True):
        comm.all_reduce(buf, op=op, dtype=dtype)
    ranks = len(gpus)
    want = {"sum": ranks * (ranks + 1) / 2, "avg": (ranks + 1) / 2, "max": ranks}[op]
    for dev, buf in zip(gpus, bufs, strict=True):
        dev.synchronize()
        out = buf.copy_to(np.empty(n, dtype=np_type))
        got = (out.astype(np.uint32) << 16).view(np.float32) if dtype == "bfloat16" else out
        assert np.allclose(got, want, rtol=1e-2), (op, dtype, got[:4], want)
    for comm in comms:
        comm.destroy()


@needs_gpu
def test_gpu_rope_position_outside_its_tables_is_an_error_at_the_next_synchronize() -> None:
    # positions are data on the GPU: the kernel writes NaN for that token instead of reading past
    # the tables (which would kill the context), and the next synchronize says why
    gpu = anyrt.Device("cuda", 0)
    x = anyrt.asarray(np.ones((2, 1, 4), np.float32), device=gpu)
    table = anyrt.asarray(np.ones((2, 2), np.float32), device=gpu)
    s = gpu.create_stream()
    y = anyrt.ops.rope(x, anyrt.asarray(np.array([1, 7], np.int32), device=gpu), table, table, stream=s)
    with pytest.raises(anyrt.InvalidValueError, match="position 7 is outside the sin/cos tables"):
        s.synchronize()
    out = y.numpy()
    assert np.isnan(out[1]).all() and not np.isnan(out[0]).any()
    s.synchronize()  # reported once; the device goes on working
    ok = anyrt.ops.rope(x, anyrt.asarray(np.array([0, 1], np.int32), device=gpu), table, table, stream=s)
    s.synchronize()
    assert not np.isnan(ok.numpy()).any()


# ---------------------------------------------------------------------------------------------- operators


def _cuda_backend_index() -> int | None:
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)  # held: `.name` of a temporary struct is read after it is freed (ASan)
        if ffi.string(info.name).decode() == "cuda":
            return i
    return None


@needs_plugin
def test_every_operator_has_a_cuda_kernel() -> None:
    """Issue 27: each operator of the spec runs on the GPU in the cuda backend's own slot, none through
    the portable kernel with its host staging (a synchronize and two copies a call)."""
    index = _cuda_backend_index()
    assert index is not None, "the cuda plugin was built but did not load"
    slot = {s[0]: i for i, s in enumerate(SLOTS)}
    lacking = [op for op in OPERATORS if not _raw.backend_has_slot(index, slot[f"op_{op}"])]
    assert lacking == [], f"operators without a cuda kernel: {lacking}"


def _pair() -> tuple[anyrt.Device, anyrt.Device]:
    return anyrt.Device("cuda", 0), anyrt.Device("cpu", 0)


def _bf16_bits(x: np.ndarray) -> np.ndarray:
    return (np.ascontiguousarray(x, np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _as(x: np.ndarray, dtype: str, dev: anyrt.Device) -> anyrt.Tensor:
    """x (float) in `dtype` on dev, bfloat16 as its bits."""
    if dtype == "bfloat16":
        return anyrt.asarray(_bf16_bits(x), dtype="bfloat16", device=dev)
    return anyrt.asarray(x.astype(dtype), device=dev)


FLOATS = ["float16", "bfloat16", "float32", "float64"]


def _same_pick(logits: np.ndarray, params: tuple[float, float, int, float], got: int, want: int) -> bool:
    """The GPU's index is the cpu's, or its neighbour in the sorted order where the sampling limit lies
    within rounding of the cumulative sum between them (the GPU's scan adds in another order and its
    exp is not glibc's; the order, ties and parameters must still agree exactly)."""
    if got == want:
        return True
    r, p, k, t = params
    if r == 0 or p == 0 or k == 1 or t == 0:  # argmax: no sum, no rounding
        return False
    v = logits.astype(np.float64)
    order = np.argsort(-v, kind="stable")  # -0 == +0: index order, as the cpu's folded keys
    cum = np.cumsum(np.concatenate([[1.0], np.exp((v[order[1:]] - v[order[0]]) / t)]))
    k = len(v) if k <= 0 or k > len(v) else k
    limit = r * min(cum[k - 1], cum[-1] * p)
    at = np.argsort(order)
    lo = min(at[got], at[want])
    return abs(int(at[got]) - int(at[want])) == 1 and abs(limit - cum[lo]) <= 1e-4 * cum[-1]


@needs_gpu
@pytest.mark.parametrize("dtype", FLOATS)
def test_gpu_random_sample_batch_picks_the_cpu_kernels_indices(dtype: str) -> None:
    # every kind of row: argmax (random_val, topp or temperature 0, topk 1), the sampling path with a
    # top-k cut, without one (topk 0, past n), ties (stable: the lower index first), -0 beside +0
    gpu, cpu = _pair()
    rng = np.random.default_rng(7)
    b, n = 12, 300
    probs = rng.standard_normal((b, n)) * 3
    probs[3, :] = 1.0  # all tied: argmax and the sort both take index order
    probs[4, :] = 1.0
    probs[5, ::2] = -0.0
    probs[5, 1::2] = 0.0
    random_val = np.array([0.0, 0.5, 0.5, 0.5, 0.75, 0.25, 0.9, 0.99, 0.01, 0.6, 1.0, 0.45], np.float32)
    topp = np.array([0.9, 0.0, 0.9, 0.9, 0.8, 1.0, 0.5, 1.0, 0.7, 0.95, 1.0, 0.3], np.float32)
    topk = np.array([5, 5, 1, 5, 50, 0, 20, 1000, 3, 0, 7, 300], np.int32)
    temperature = np.array([1.0, 1.0, 1.0, 0.0, 0.7, 1.0, 1.5, 0.8, 2.0, 1.0, 0.5, 1.2], np.float32)
    got, logits = {}, None
    for dev in (gpu, cpu):
        s = dev.create_stream()
        x = _as(probs, dtype, dev)
        out = anyrt.ops.random_sample_batch(x, anyrt.asarray(random_val, device=dev), anyrt.asarray(topp, device=dev),
                                            anyrt.asarray(topk, device=dev), anyrt.asarray(temperature, device=dev),
                                            stream=s)
        s.synchronize()
        got[dev.kind], logits = out.numpy(), x.numpy()
    assert got["cuda"][[0, 1, 2, 3, 4, 5]].tolist() == [int(np.argmax(logits[0])), int(np.argmax(logits[1])),
                                                        int(np.argmax(logits[2])), 0, 37, 74]  # exact sums
    for i in range(b):
        params = (float(random_val[i]), float(topp[i]), int(topk[i]), float(temperature[i]))
        assert _same_pick(logits[i], params, int(got["cuda"][i]), int(got["cpu"][i])), (i, got["cuda"][i], got["cpu"][i])


@needs_gpu
def test_gpu_random_sample_batch_sorts_in_chunks_as_one() -> None:
    # 1500 rows of 3000 logits are two chunks of the sort's workspace (2^22 logits each at most)
    gpu, cpu = _pair()
    rng = np.random.default_rng(3)
    b, n = 1500, 3000
    probs = rng.standard_normal((b, n)).astype(np.float32)
    params = (rng.uniform(0.05, 1, b).astype(np.float32), rng.uniform(0.3, 1, b).astype(np.float32),
              rng.integers(0, 40, b).astype(np.int32), rng.uniform(0.5, 2, b).astype(np.float32))
    got = {}
    for dev in (gpu, cpu):
        out = anyrt.ops.random_sample_batch(anyrt.asarray(probs, device=dev), *(anyrt.asarray(p, device=dev) for p in params))
        dev.synchronize()
        got[dev.kind] = out.numpy()
    for i in range(b):
        row = (float(params[0][i]), float(params[1][i]), int(params[2][i]), float(params[3][i]))
        assert _same_pick(probs[i], row, int(got["cuda"][i]), int(got["cpu"][i])), (i, got["cuda"][i], got["cpu"][i])
    assert (got["cuda"] == got["cpu"]).mean() > 0.99


@needs_gpu
def test_gpu_random_sample_batch_parameter_out_of_range_is_an_error_at_the_next_synchronize() -> None:
    # the parameters are device data: the kernel leaves the row unwritten and the synchronize says why
    gpu = anyrt.Device("cuda", 0)
    probs = anyrt.asarray(np.arange(8, dtype=np.float32).reshape(2, 4), device=gpu)
    out = anyrt.asarray(np.full(2, -1, np.int32), device=gpu)
    s = gpu.create_stream()
    anyrt.ops.random_sample_batch(probs, anyrt.asarray(np.array([0.5, 1.5], np.float32), device=gpu),
                                  anyrt.asarray(np.ones(2, np.float32), device=gpu),
                                  anyrt.asarray(np.zeros(2, np.int32), device=gpu),
                                  anyrt.asarray(np.ones(2, np.float32), device=gpu), out=out, stream=s)
    with pytest.raises(anyrt.InvalidValueError, match="row 1 of 2 has a random_val or topp outside"):
        s.synchronize()
    assert out.numpy()[1] == -1 and out.numpy()[0] >= 0
    s.synchronize()  # reported once


@needs_gpu
@pytest.mark.parametrize("dtype", FLOATS)
def test_gpu_random_sample_picks_the_cpu_kernels_index(dtype: str) -> None:
    gpu, cpu = _pair()
    probs = np.random.default_rng(11).standard_normal(5000) * 2
    for attrs in ({"random_val": 0.37, "topp": 0.8, "topk": 50, "temperature": 0.9},
                  {"random_val": 0.9, "topp": 1.0, "topk": 5000, "temperature": 1.3}, {"topk": 1}):
        x = {dev.kind: _as(probs, dtype, dev) for dev in (gpu, cpu)}
        got = [anyrt.ops.random_sample(x[dev.kind], **attrs).item() for dev in (gpu, cpu)]
        params = (attrs.get("random_val", 0.0), attrs.get("topp", 1.0), int(attrs["topk"]), attrs.get("temperature", 1.0))
        if attrs["topk"] == 1:
            assert got[0] == got[1] == int(np.argmax(x["cpu"].numpy()))
        else:
            assert _same_pick(x["cpu"].numpy(), params, got[0], got[1]), (attrs, got)


@needs_gpu
def test_gpu_embedding_id_outside_the_table_is_an_error_at_the_next_synchronize() -> None:
    gpu = anyrt.Device("cuda", 0)
    weight = anyrt.asarray(np.arange(12, dtype=np.float32).reshape(4, 3), device=gpu)
    out = anyrt.asarray(np.full((2, 3), -1, np.float32), device=gpu)
    s = gpu.create_stream()
    anyrt.ops.embedding(anyrt.asarray(np.array([2, 9], np.int64), device=gpu), weight, out=out, stream=s)
    with pytest.raises(anyrt.InvalidValueError, match="token id.* is 9, outside \\[0, 4\\)"):
        s.synchronize()
    assert out.numpy().tolist() == [[6, 7, 8], [-1, -1, -1]]
    ok = anyrt.ops.embedding(anyrt.asarray(np.array([[3, 0]], np.int32), device=gpu), weight, stream=s)
    s.synchronize()
    assert ok.numpy().tolist() == [[[9, 10, 11], [0, 1, 2]]]


@needs_gpu
@pytest.mark.parametrize("dtype", FLOATS)
def test_gpu_add_rms_norm_in_place_and_silu_and_mul_agree_with_the_cpu(dtype: str) -> None:
    # residual_out is a (InfiniLM adds into the residual); weights of another dtype; a strided input
    gpu, cpu = _pair()
    rng = np.random.default_rng(5)
    a, b = rng.standard_normal((3, 4, 40)), rng.standard_normal((3, 4, 40))
    w = rng.standard_normal(40)
    x = rng.standard_normal((3, 5, 64))
    got: dict[str, list[np.ndarray]] = {}
    for dev in (gpu, cpu):
        ta = _as(a, dtype, dev)
        y, r = anyrt.ops.add_rms_norm(ta, _as(b, dtype, dev), anyrt.asarray(w.astype(np.float32), device=dev),
                                      out=(None, ta), epsilon=1e-5)
        z = anyrt.ops.silu_and_mul(_as(x, dtype, dev).transpose(0, 1))
        dev.synchronize()
        got[dev.kind] = [t.numpy().astype(np.float64) for t in (y, r, ta, z)]  # bfloat16 reads as f32
    tol = {"float16": 2e-3, "bfloat16": 2e-2, "float32": 1e-5, "float64": 1e-12}[dtype]
    for g, c in zip(got["cuda"], got["cpu"], strict=True):
        np.testing.assert_allclose(g, c, rtol=tol, atol=tol)


@needs_gpu
def test_graphs_are_cuda_graphs_and_priorities_cudas() -> None:
    """On a GPU the capture is CUDA's (native_capture_begin: no fallback warned) and replays the
    captured operators; stream priorities are the device's range (NOT YET RUN: written without a GPU)."""
    import warnings

    gpu = anyrt.Device("cuda", 0)
    least, greatest = anyrt.stream_priority_range(gpu)
    assert greatest < least  # CUDA devices have priorities
    s = anyrt.Stream(gpu, priority=greatest)
    assert s.priority == greatest
    x = anyrt.asarray(np.arange(1024, dtype=np.float32), device=gpu, copy=True)
    out = anyrt.zeros((1024,), "float32", gpu)
    g = anyrt.Graph()
    with warnings.catch_warnings():
        warnings.simplefilter("error", anyrt.PerformanceWarning)  # the core's capture would warn
        with anyrt.graph(g, stream=s):
            anyrt.ops.mul(x, x, out=out)
    np.testing.assert_array_equal(out.numpy(), np.zeros(1024, np.float32))
    g.replay(s)
    s.synchronize()
    np.testing.assert_array_equal(out.numpy(), np.arange(1024, dtype=np.float32) ** 2)
