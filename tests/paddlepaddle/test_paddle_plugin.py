"""PaddlePaddle itself on anyrt's cpu backend through the generated Custom Device plugin: discovery,
dtype round trips, every plugin kernel against Paddle's CPU kernels (float16 against NumPy) with
Paddle's CPU fallback off, an MLP, streams and events, memory stats, and paddle.distributed over
two processes. Run by `nox -s paddle` (the real wheel); skipped where Paddle is not installed."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import anyrt
import anyrt.paddle as ap

# The backend under test: cpu, or the one $ANYRT_PADDLE_BACKEND names (the paddle session runs it again
# with opencl where PoCL is).
BACKEND = os.environ.get("ANYRT_PADDLE_BACKEND", "cpu")
# Before Paddle is imported: only that backend's plugin (paddle.distributed takes the first custom type),
# and no silent CPU fallback, so every op below runs on anyrt or fails.
os.environ["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir(BACKEND))
os.environ["FLAGS_enable_api_kernel_fallback"] = "0"
paddle = pytest.importorskip("paddle", reason="paddlepaddle is not installed (nox -s paddle installs it)")
F = paddle.nn.functional
DEV = f"anyrt_{BACKEND}"
two_devices = pytest.mark.skipif(len(anyrt.devices(BACKEND)) < 2, reason=f"needs two {BACKEND} devices (one here)")
RNG = np.random.default_rng(0)


def on(place: str, fn, *arrays, dtype: str = "float32"):  # type: ignore[no-untyped-def]
    paddle.set_device(place)
    ts = [paddle.to_tensor(a.astype(dtype)) for a in arrays]
    out = fn(*ts)
    return [o.numpy() for o in out] if isinstance(out, (tuple, list)) else out.numpy()


@two_devices
def test_discovery() -> None:
    assert DEV in paddle.device.get_all_custom_device_type()
    assert paddle.device.get_device_count(DEV) if hasattr(paddle.device, "get_device_count") else True
    paddle.set_device(f"{DEV}:1")
    assert str(paddle.ones([1]).place) == f"Place({DEV}:1)"
    paddle.set_device(DEV)


def test_plugin_folder_is_not_the_package_folder() -> None:
    assert ap.plugin_dir() != Path(ap.__file__).parent
    assert (ap.plugin_dir(BACKEND) / f"libanyrt_paddle_{BACKEND}.so").is_file()


def _bf16(a: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 -> float32, rounding to nearest even (NumPy has no bfloat16)."""
    bits = a.view(np.uint32).astype(np.uint64)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).astype(np.uint32).view(np.float32)


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "float64", "int32", "int64", "bool"])
def test_dtype_round_trip(dtype: str) -> None:
    """Through the plugin's cast both ways. The halves are checked against round-to-nearest-even
    (Paddle 3.0's own CPU cast to float16 is not: it gives 0.5024 for 0.50292, NumPy 0.50293);
    the others against Paddle's CPU cast."""
    paddle.set_device(DEV)
    a = (RNG.standard_normal((3, 5)) * 4).astype("float32")
    t = paddle.to_tensor(a).astype(dtype) if dtype != "float32" else paddle.to_tensor(a)
    got = (t.astype("float32") if dtype != "float32" else t).numpy()
    if dtype == "float16":
        ref = a.astype(np.float16).astype(np.float32)
    elif dtype == "bfloat16":
        ref = _bf16(a)
    else:
        paddle.set_device("cpu")
        ref = (paddle.to_tensor(a).astype(dtype) if dtype != "float32" else paddle.to_tensor(a)).astype("float32").numpy()
        paddle.set_device(DEV)
    np.testing.assert_array_equal(got, ref)


def test_empty_tensors_on_the_device() -> None:
    """Paddle copies an empty array with a NULL pointer and 0 bytes: every copy of 0 bytes succeeds."""
    place = paddle.CustomPlace(DEV, 0)
    t = paddle.to_tensor(np.ones((0,), "float32"), place=place)
    assert str(t.place) == f"Place({DEV}:0)" and t.numpy().shape == (0,)
    z = paddle.to_tensor(np.ones((2, 0, 3), "float32"), place=place)
    assert (z + z).numpy().shape == (2, 0, 3)
    assert paddle.to_tensor(z, place=paddle.CPUPlace()).shape == [2, 0, 3]


A, B = RNG.standard_normal((4, 6)), RNG.standard_normal((6, 5))
X3, W = RNG.standard_normal((2, 3, 8)), RNG.standard_normal((8,))
KERNELS = {
    "matmul": (lambda x, y: paddle.matmul(x, y), (A, B)),
    "matmul_tt": (lambda x, y: paddle.matmul(x, y, transpose_x=True, transpose_y=True), (B, A)),
    "matmul_batched": (lambda x, y: paddle.matmul(x, y), (X3, RNG.standard_normal((8, 4)))),
    "add_broadcast": (lambda x, y: x + y, (X3, W)),
    "subtract": (lambda x, y: x - y, (A, A[::-1].copy())),
    "multiply_broadcast": (lambda x, y: x * y, (X3, RNG.standard_normal((3, 1)))),
    "relu": (F.relu, (A,)),
    "silu": (F.silu, (A,)),
    "sigmoid": (F.sigmoid, (A,)),
    "softmax": (lambda x: F.softmax(x, axis=-1), (X3,)),
    "softmax_axis0": (lambda x: F.softmax(x, axis=0), (A,)),
    "swiglu": (lambda x, y: F.swiglu(x, y) if hasattr(F, "swiglu") else paddle.incubate.nn.functional.swiglu(x, y), (A, A * 2)),
    "scale": (lambda x: paddle.scale(x, 1.5, 0.25), (A,)),
    "scale_before": (lambda x: paddle.scale(x, 1.5, 0.25, bias_after_scale=False), (A,)),
    "full": (lambda x: paddle.full([3, 2], 2.5), (A,)),
    "full_like": (lambda x: paddle.full_like(x, 7.0), (A,)),
    "zeros_ones": (lambda x: paddle.zeros_like(x) + paddle.ones_like(x), (A,)),
}


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_kernel_f32_against_paddle_cpu(name: str) -> None:
    fn, args = KERNELS[name]
    ref = on("cpu", fn, *args)
    got = on(DEV, fn, *args)
    np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)


F16 = {  # Paddle's CPU has no float16 kernels: NumPy in float64 is the reference
    "matmul": (lambda x, y: paddle.matmul(x, y), lambda x, y: x @ y, (A, B)),
    "add": (lambda x, y: x + y, np.add, (X3, W)),
    "multiply": (lambda x, y: x * y, np.multiply, (A, A)),
    "relu": (F.relu, lambda x: np.maximum(x, 0), (A,)),
    "silu": (F.silu, lambda x: x / (1 + np.exp(-x)), (A,)),
    "softmax": (lambda x: F.softmax(x, -1), lambda x: np.exp(x) / np.exp(x).sum(-1, keepdims=True), (X3,)),
}


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
@pytest.mark.parametrize("name", sorted(F16))
def test_kernel_half_against_numpy(name: str, dtype: str) -> None:
    fn, ref_fn, args = F16[name]
    paddle.set_device(DEV)
    ts = [paddle.to_tensor(a.astype("float32")).astype(dtype) for a in args]
    got = fn(*ts).astype("float32").numpy()
    rounded = [paddle.to_tensor(a.astype("float32")).astype(dtype).astype("float32").numpy().astype(np.float64) for a in args]
    tol = 1e-2 if dtype == "float16" else 6e-2
    np.testing.assert_allclose(got, ref_fn(*rounded), rtol=tol, atol=tol)


def test_rms_norm() -> None:
    """3.3's rms_norm (x, scale, normalized_shape, epsilon), or 3.0-3.2's fused kernel without bias,
    residual or quantization; against NumPy (Paddle's CPU has neither kernel)."""
    x, w = RNG.standard_normal((2, 3, 8)).astype("float32"), RNG.standard_normal(8).astype("float32")
    paddle.set_device(DEV)
    ref_inv = 1 / np.sqrt((x.astype(np.float64) ** 2).mean(-1) + 1e-6)
    if paddle.__version__.startswith("3.3"):
        y, inv = F.rms_norm(paddle.to_tensor(x), [8], paddle.to_tensor(w), 1e-6)
        np.testing.assert_allclose(inv.numpy().reshape(ref_inv.shape), ref_inv, rtol=1e-5)
    else:  # returns (out, residual_out): inv_var stays inside
        y = paddle.incubate.nn.functional.fused_rms_norm(paddle.to_tensor(x), paddle.to_tensor(w), None, 1e-6, 2)[0]
    np.testing.assert_allclose(y.numpy(), x * ref_inv[..., None] * w, rtol=1e-5, atol=1e-5)


def test_mlp_forward_matches_cpu() -> None:
    x, w1, w2 = RNG.standard_normal((8, 16)), RNG.standard_normal((16, 32)) / 4, RNG.standard_normal((32, 4)) / 4

    def mlp(x, w1, w2):  # type: ignore[no-untyped-def]
        return F.softmax(paddle.matmul(F.silu(paddle.matmul(x, w1)) * 0.5 + 0.1, w2), -1)

    np.testing.assert_allclose(on(DEV, mlp, x, w1, w2), on("cpu", mlp, x, w1, w2), rtol=1e-5, atol=1e-6)


def test_streams_and_events() -> None:
    paddle.set_device(DEV)
    s = paddle.device.Stream()
    e = paddle.device.Event()
    with paddle.device.stream_guard(s):
        y = paddle.matmul(paddle.ones([64, 64]), paddle.ones([64, 64]))
        e.record(s)
    e.synchronize()
    assert e.query()
    s.synchronize()
    assert float(y.numpy()[0, 0]) == 64.0


def test_memory_stats() -> None:
    if not hasattr(paddle.device, "memory_allocated"):
        pytest.skip(f"Paddle {paddle.__version__} has no paddle.device.memory_allocated")
    paddle.set_device(DEV)
    before = paddle.device.memory_allocated(f"{DEV}:0")
    t = paddle.ones([1024, 1024])
    assert paddle.device.memory_allocated(f"{DEV}:0") - before >= 4 << 20
    assert paddle.device.max_memory_allocated(f"{DEV}:0") >= 4 << 20
    del t


def _path_without_mpiexec() -> str:
    """PATH as a user has it who runs the venv's python by its path: no folder with an mpiexec."""
    return os.pathsep.join(d for d in os.environ.get("PATH", "").split(os.pathsep) if d and not (Path(d) / "mpiexec").exists())


def _run_launch(tmp_path: Path, **extra: str) -> tuple[subprocess.CompletedProcess, str]:
    # The worker's clone/split run on Paddle's CPU kernels; anyrt's validation layer fails any access
    # to memory a collective writes that Paddle does not order after it (the race all_gather had).
    # PADDLE_XCCL_BACKEND: Paddle 3.0's launcher finds a custom device only through it.
    # anyrt's cpu collectives across processes go through MPI: the cpu backend finds the mpich wheel
    # installed beside anyrt without PATH (the venv's bin/, where its mpiexec is, is not on it).
    env = dict(os.environ, FLAGS_enable_api_kernel_fallback="1", ANYRT_VALIDATE="1", PADDLE_XCCL_BACKEND=DEV,
               PATH=_path_without_mpiexec(), **extra)
    done = subprocess.run([sys.executable, "-m", "paddle.distributed.launch", "--devices", "0,1", "--log_dir", str(tmp_path),
                           str(Path(__file__).parent / "dist_worker.py")], env=env, capture_output=True, text=True, timeout=300)
    return done, "".join(p.read_text(errors="replace") for p in sorted(tmp_path.glob("workerlog.*")))


def _launch(tmp_path: Path) -> list[str]:
    done, logs = _run_launch(tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:] + logs[-3000:]
    return re.findall(r"CHECK rank=(\d) (\S+) (\S+) (True|False)", logs)


@pytest.fixture(scope="module")
def launched(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return _launch(tmp_path_factory.mktemp("launch"))


@pytest.mark.parametrize("check", ["all_reduce_sum float32", "all_reduce_max float32", "all_reduce_sum float16",
                                   "all_reduce_max float16", "broadcast float32", "all_gather float32"])
@two_devices
def test_distributed_two_processes(launched: list, check: str) -> None:
    rows = [ok for rank, name, dtype, ok in launched if f"{name} {dtype}" == check]
    assert rows == ["True", "True"], launched


@two_devices
def test_a_failed_collective_says_why_where_the_user_looks(tmp_path: Path) -> None:
    """Paddle reports a failed field only as `CustomDevice error, the error code is : 3`: the plugin's
    reason (naming the Paddle field) must be in what the launcher prints, not only in the worker logs."""
    done, logs = _run_launch(tmp_path, ANYRT_MPI_LIBRARY=str(tmp_path / "no" / "libmpi.so.12"))
    assert done.returncode != 0, logs[-3000:]
    shown = done.stdout + done.stderr
    assert "error code is : 3" in shown, shown[-3000:]
    assert re.search(rf"{DEV}: xccl_comm_init_rank failed.*ANYRT_MPI_LIBRARY=\S*/no/libmpi\.so\.12", shown), shown[-3000:]


def test_profiler_with_default_targets_shows_the_device_work(tmp_path: Path) -> None:
    """paddle.profiler.Profiler() takes every device type by default: the plugin's profiler_* fields
    hand it anyrt's trace record, so the matmul's gemm runs on the timeline as a device kernel linked
    to its runtime call, and the profiler's one slot is free again afterwards."""
    paddle.set_device(DEV)
    x = paddle.to_tensor(RNG.standard_normal((32, 32)).astype("float32"))
    for round_ in range(2):  # a second profiler: the first left the slot free
        prof = paddle.profiler.Profiler(on_trace_ready=lambda _: None)  # the default writes ./profiler_log
        prof.start()
        y = paddle.matmul(x, x)
        y.numpy()
        prof.stop()
        path = tmp_path / f"trace{round_}.json"
        prof.export(str(path), format="json")
        events = json.loads(path.read_text())["traceEvents"]
        kernels = [e for e in events if e.get("cat") == "Kernel" and e["name"].startswith("gemm[")]  # name[duration]
        runtime = [e for e in events if e.get("cat") == "CudaRuntime" and e["name"].startswith("anyrt_gemm[")]
        assert kernels and runtime, sorted({(e.get("cat"), e.get("name")) for e in events if "cat" in e})[:60]
        assert kernels[0]["args"]["correlation id"] == runtime[0]["args"]["correlation id"]
        del prof  # Paddle frees its one profiler slot when the profiler goes


def test_static_graph_runs_the_kernel_context_entry() -> None:
    """The static graph (PIR) calls the PD_KernelContext* entry, dygraph the phi signature: both are
    generated. (Attributes PIR feeds through tensors: test_paddle_static.py.)"""
    a, b = RNG.standard_normal((2, 3)).astype("float32"), RNG.standard_normal((3, 4)).astype("float32")
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            x = paddle.static.data("x", [2, 3], "float32")
            y = paddle.static.data("y", [3, 4], "float32")
            out = F.relu(paddle.matmul(x, y))
            sm = F.softmax(out + out, axis=-1)
        exe = paddle.static.Executor(paddle.CustomPlace(DEV, 0))
        r, s = exe.run(main, feed={"x": a, "y": b}, fetch_list=[out, sm])
    finally:
        paddle.disable_static()
    ref = np.maximum(a @ b, 0)
    np.testing.assert_allclose(r, ref, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(s, np.exp(2 * ref) / np.exp(2 * ref).sum(-1, keepdims=True), rtol=1e-5, atol=1e-6)


def test_readme_example_after_anyrt_paddle_install(tmp_path: Path) -> None:
    """`anyrt paddle install` links the plugin into Paddle's folder (here $CUSTOM_DEVICE_ROOT, a
    folder of its own), and the README's line runs on anyrt_cpu from there."""
    # Paddle's defaults, as a user has them: printing a tensor compares its size on the device (3.2).
    env = dict(os.environ, CUSTOM_DEVICE_ROOT=str(tmp_path / "root"), FLAGS_enable_api_kernel_fallback="1")
    cli = [sys.executable, "-m", "anyrt.toolkit.cli", "paddle"]
    subprocess.run([*cli, "install", "--backends", "cpu"], env=env, check=True, capture_output=True, timeout=120)
    assert (tmp_path / "root" / "libanyrt_paddle_cpu.so").is_symlink()
    status = subprocess.run([*cli, "status"], env=env, check=True, capture_output=True, text=True, timeout=120).stdout
    assert "anyrt_cpu:" in status
    line = "import paddle; paddle.set_device('anyrt_cpu'); print(paddle.matmul(paddle.ones([2,3]), paddle.ones([3,2])))"
    done = subprocess.run([sys.executable, "-c", line], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "place=Place(anyrt_cpu:0)" in done.stdout and "[[3., 3.]," in done.stdout
    subprocess.run([*cli, "uninstall"], env=env, check=True, capture_output=True, timeout=120)
    assert not list((tmp_path / "root").glob("*.so"))
