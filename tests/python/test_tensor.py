"""anyrt.Tensor and anyrt.ops from Python: creation, views without copies, the array protocols
both ways, operators with allocated outputs and a descriptor cache, collectives that take their
dtype from Tensors, and Buffers that NumPy sees as bytes."""

from __future__ import annotations

import gc

import numpy as np
import pytest

import anyrt
from anyrt import ops


def test_creation_and_metadata() -> None:
    t = anyrt.empty((2, 3), "float32")
    assert (t.shape, t.dtype, t.strides, t.ndim, t.size, t.nbytes) == ((2, 3), "float32", (3, 1), 2, 6, 24)
    assert t.device == anyrt.current_device() and t.dtype.itemsize == 4 and t.dtype is anyrt.float32
    assert anyrt.zeros((4,), "int32").tolist() == [0, 0, 0, 0]
    assert anyrt.ones((2,), anyrt.bfloat16).tolist() == [1.0, 1.0]
    assert anyrt.full((2, 2), 7, "int64").tolist() == [[7, 7], [7, 7]]
    assert anyrt.asarray([[1.5, 2.5]]).dtype == "float64"
    assert anyrt.asarray(np.arange(3, dtype=np.int16)).dtype == "int16"
    with pytest.raises(anyrt.InvalidValueError, match="dtype.*not an element type"):
        anyrt.empty((2,), "complex64")
    with pytest.raises(anyrt.InvalidValueError, match="dim 1 is negative"):
        anyrt.empty((2, -1))


def test_views_share_memory_and_follow_numpy() -> None:
    host = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    t = anyrt.asarray(host, copy=True)
    for view, want in [(t[1], host[1]), (t[:, 1:, ::2], host[:, 1:, ::2]), (t[..., -1], host[..., -1]),
                       (t.T, host.T), (t.transpose(0, 2), np.swapaxes(host, 0, 2)), (t.reshape(6, 4), host.reshape(6, 4)),
                       (t[:, ::-1], host[:, ::-1]), (t[0, None], host[0, None])]:
        assert view.shape == want.shape and np.array_equal(view.numpy(), want)
        assert view.buffer is t.buffer  # no copy
    t[0].copy_(np.zeros((3, 4), np.float32))
    assert t.numpy()[0].sum() == 0 and t.numpy()[1].sum() == host[1].sum()
    with pytest.raises(anyrt.InvalidValueError, match="not contiguous"):
        t.T.view(24)
    assert np.array_equal(t.T.reshape(-1).numpy(), np.ascontiguousarray(t.numpy().T).reshape(-1))


def test_numpy_sees_host_addressable_tensors_and_buffers_without_a_copy() -> None:
    t = anyrt.asarray(np.arange(6, dtype=np.float32).reshape(2, 3), copy=True)
    view = np.asarray(t)
    assert view.ctypes.data == t.data_ptr() and view.shape == (2, 3)
    buf = anyrt.allocate(16)
    buf.fill(7)
    as_bytes = np.asarray(buf)
    assert as_bytes.dtype == np.uint8 and as_bytes.tolist() == [7] * 16  # never an object array


def test_dlpack_both_ways_without_copies() -> None:
    t = anyrt.asarray(np.arange(12, dtype=np.float32).reshape(3, 4), copy=True)[:, 1::2]
    back = np.from_dlpack(t)
    assert back.ctypes.data == t.data_ptr() and back.strides == (16, 8) and np.array_equal(back, t.numpy())
    src = np.arange(5.0)
    imported = anyrt.from_dlpack(src)
    assert imported.data_ptr() == src.ctypes.data and imported.dtype == "float64" and imported.tolist() == src.tolist()
    del src
    gc.collect()
    assert imported.tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]  # the tensor keeps the producer's memory alive


def test_ops_allocate_outputs_and_compute_like_numpy() -> None:
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((4, 5)).astype(np.float32)
    np.testing.assert_allclose(ops.gemm(a, b).numpy(), a @ b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose((anyrt.asarray(a) @ anyrt.asarray(b)).numpy(), a @ b, rtol=1e-5, atol=1e-5)
    x = rng.standard_normal((2, 3, 8)).astype(np.float32)
    w = np.ones(8, np.float32)
    rms = x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + 1e-6)
    np.testing.assert_allclose(ops.rms_norm(x, w, epsilon=1e-6).numpy(), rms, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(ops.add(x, np.ones((3, 8), np.float32)).numpy(), x + 1, rtol=1e-6)  # broadcast
    out = anyrt.empty((2, 3, 8))
    assert ops.silu(x, out=out) is out
    assert int(ops.random_sample(np.array([0.1, 3.0, 0.2], np.float32)).item()) == 1
    c = anyrt.asarray(np.ones((3, 5), np.float32))
    ops.gemm(a, b, out=c, alpha=2.0, beta=1.0)
    np.testing.assert_allclose(c.numpy(), 2 * a @ b + 1, rtol=1e-5, atol=1e-5)


def test_ops_name_the_operator_tensor_and_dim() -> None:
    with pytest.raises(anyrt.InvalidValueError, match=r"argument 'b' dim 0 is 3, but k is 4"):
        ops.gemm(np.zeros((2, 4), np.float32), np.zeros((3, 5), np.float32), out=anyrt.empty((2, 5)))
    with pytest.raises(anyrt.InvalidValueError, match=r"anyrt.ops.add: argument 'b' is on cpu:1"):
        ops.add(anyrt.zeros((2,)), anyrt.zeros((2,), device="cpu:1"))


def test_ops_queue_on_a_stream_and_keep_their_operands_alive() -> None:
    s = anyrt.Stream()
    x = anyrt.asarray(np.arange(8, dtype=np.float32) - 4, copy=True)
    y = ops.relu(x, stream=s)
    del x
    gc.collect()
    s.synchronize()
    assert y.tolist() == [0, 0, 0, 0, 0, 1, 2, 3]


def test_collectives_take_their_dtype_from_tensors() -> None:
    comms = anyrt.ccl.Communicator.init_all([anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)])
    ts = [anyrt.full((4,), 1.5, "float64", device=f"cpu:{i}") for i in range(2)]
    for c, t in zip(comms, ts, strict=True):
        c.all_reduce(t)
    anyrt.synchronize()
    for t in ts:
        t.device.synchronize()
        assert t.tolist() == [3.0] * 4  # not 384.0: float64, from the tensor
    with pytest.raises(anyrt.InvalidValueError, match="dtype.*must be given: 'send' is untyped memory"):
        comms[0].all_reduce(anyrt.Device("cpu", 0).allocate(32))
    with pytest.raises(anyrt.InvalidValueError, match="is a float64 tensor, but dtype is float32"):
        comms[0].all_reduce(ts[0], dtype="float32")
    for c in comms:
        c.destroy()


def test_a_registered_implementation_is_preferred_for_its_device_kind() -> None:
    calls = []

    def my_relu(x: anyrt.Tensor, out: anyrt.Tensor, stream: object = None) -> None:
        calls.append(x.shape)
        out.copy_(np.maximum(x.numpy(), 0) * 2)  # deliberately not relu, to see it ran

    ops.register("relu", "cpu", my_relu)
    try:
        assert ops.implementations()[("relu", "cpu")].endswith("my_relu")
        assert ops.relu(np.array([-1.0, 2.0], np.float32)).tolist() == [0.0, 4.0] and calls == [(2,)]
    finally:
        ops.unregister("relu", "cpu")
    assert ops.relu(np.array([-1.0, 2.0], np.float32)).tolist() == [0.0, 2.0]
    with pytest.raises(anyrt.InvalidValueError, match="op.*is not an operator"):
        ops.register("relux", "cpu", my_relu)


def test_triton_kernel_runs_on_anyrt_tensors_on_a_stream() -> None:
    triton = pytest.importorskip("triton", reason="Triton is not installed here (the GPU image has it)")
    if not anyrt.devices("cuda"):
        pytest.skip("needs a CUDA device: Triton kernels run on GPUs only")
    import triton.language as tl

    @triton.jit
    def double(x_ptr, y_ptr, n, BLOCK: tl.constexpr):  # noqa: N803
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(y_ptr + i, tl.load(x_ptr + i, mask=i < n) * 2, mask=i < n)

    dev = anyrt.Device("cuda", 0)
    x = anyrt.asarray(np.arange(1000, dtype=np.float32), device=dev)
    y = anyrt.empty((1000,), "float32", dev)
    double[(4,)](x, y, 1000, BLOCK=256)
    dev.synchronize()
    assert y.numpy().tolist() == (np.arange(1000) * 2).tolist()


def test_torch_accelerator_shaped_calls() -> None:
    assert anyrt.device_count() == len(anyrt.devices("cpu")) == anyrt.device_count("cpu")
    with pytest.raises(anyrt.InvalidValueError, match=r"backend 'cpu' has \d+ devices"):
        anyrt.set_device("cpu:99")
    with pytest.raises(anyrt.Error, match="no backend serves device kind 'ascend'"):
        anyrt.set_device("ascend:0")
    props = anyrt.Device("cpu", 0).properties()
    assert props["name"].startswith("cpu:0") and props["total_memory"] == props["memory_total"] > 0
    a, b = anyrt.Stream(), anyrt.Stream()
    buf = anyrt.allocate(1 << 20)
    gate = __import__("threading").Event()
    a.add_callback(gate.wait)  # a is busy until the gate opens
    a_done = a.record_event()
    b.wait_stream(a)
    assert not b.query()  # b now waits for a's work
    gate.set()
    b.synchronize()
    assert a_done.query()
    e = anyrt.Event()
    e.record(a)
    e.wait()  # the current (default) stream waits for it
    e.wait(b)
    anyrt.synchronize()
    buf.free()


def test_collectives_take_mpi4py_spellings() -> None:
    mpi = pytest.importorskip("mpi4py.MPI", reason="mpi4py is not installed (the mpi extra)")
    comms = anyrt.ccl.Communicator.init_all([anyrt.Device("cpu", 0), anyrt.Device("cpu", 1)])
    ts = [anyrt.full((3,), 2.0, "float32", device=f"cpu:{i}") for i in range(2)]
    for c, t in zip(comms, ts, strict=True):
        c.all_reduce(mpi.IN_PLACE, t, op=mpi.MAX)
    anyrt.synchronize()
    for t in ts:
        t.device.synchronize()
        assert t.tolist() == [2.0, 2.0, 2.0]
    for c in comms:
        c.destroy()


# ---- issue 25: defects found from outside, each against NumPy / torch behaviour


def test_read_only_numpy_memory_stays_read_only() -> None:
    """Defect 3: NumPy raises 'output array is read-only' and np.from_dlpack keeps the flag."""
    ro = np.arange(4, dtype=np.float32)
    ro.flags.writeable = False
    for t in (anyrt.asarray(ro), anyrt.from_dlpack(ro)):
        with pytest.raises(anyrt.InvalidValueError, match="out.*read-only"):
            ops.add(t, t, out=t)
        with pytest.raises(anyrt.InvalidValueError, match="read-only"):
            t.copy_(np.zeros(4, np.float32))
        assert not np.from_dlpack(t).flags.writeable
        assert ops.add(t, t).tolist() == [0, 2, 4, 6]  # reading is fine
    assert ro.tolist() == [0, 1, 2, 3]


def test_zero_d_tensors_stay_zero_d() -> None:
    """Defect 9: NumPy's shapes for 0-d creation."""
    assert anyrt.ones(()).shape == () and anyrt.full((), 2.5).shape == () and anyrt.asarray(3.0).shape == ()
    assert anyrt.asarray(3.0).item() == 3.0 and anyrt.full((), 7, "int32").numpy().shape == ()


@pytest.mark.parametrize("value", [[1.7 + 2j, -0.5j], np.array([1j], np.complex64), ["a", "b"]])
def test_asarray_refuses_what_has_no_anyrt_dtype(value) -> None:
    """Defect 10: complex (and strings) are refused as empty(dtype='complex64') is, never truncated."""
    with pytest.raises(anyrt.InvalidValueError, match="asarray.*obj"):
        anyrt.asarray(value)


def test_boolean_scalar_index_adds_a_dim_as_numpy_does() -> None:
    """Defect 11: x[True] has shape (1, ...) and x[False] (0, ...)."""
    host = np.arange(6.0).reshape(2, 3)
    x = anyrt.asarray(host)
    for key in (True, False, np.True_, (0, True), (True, slice(None), None)):
        assert x[key].shape == host[key].shape, key
        assert np.array_equal(x[key].numpy(), host[key])


def test_integer_tensor_with_a_float_scalar_is_refused_not_truncated() -> None:
    """Defect 12: NumPy promotes [3, 5] * 0.5 to float64 [1.5, 2.5]; anyrt has no casts, so it refuses
    by name instead of truncating the scalar to 0."""
    a = anyrt.asarray(np.array([3, 5], np.int32))
    for op in (lambda: a * 0.5, lambda: a + 1.5, lambda: a - np.float64(0.25)):
        with pytest.raises(anyrt.InvalidValueError, match="other"):
            op()
    assert (a * 2).tolist() == [6, 10]
    assert (anyrt.asarray(np.array([1.0, 2.0], np.float32)) * 0.5).tolist() == [0.5, 1.0]


def test_views_made_on_two_threads_keep_their_own_layouts() -> None:
    """Defect 13: views made at once on two threads, then an operator on each: every result matches NumPy."""
    import threading

    host = np.arange(64, dtype=np.float32).reshape(8, 8)
    x = anyrt.asarray(host)
    bad: list[str] = []

    def work(seed: int) -> None:
        rng = np.random.default_rng(seed)
        for _ in range(400):
            r, c = int(rng.integers(1, 9)), int(rng.integers(1, 9))
            v = x[:r, :c]
            got = ops.add(v, v).numpy()
            if not np.array_equal(got, host[:r, :c] * 2):
                bad.append(f"{r}x{c}")

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not bad


def test_dropped_views_are_not_kept_forever() -> None:
    """Defect 16: 20,000 distinct dropped views leave no per-layout memory behind (NumPy keeps none)."""
    import tracemalloc

    x = anyrt.zeros((20001,))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for i in range(1, 20001):
        x[:i]
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert grown < 1 << 20, f"{grown} bytes kept after dropping 20,000 views"


def test_reshape_of_an_empty_tensor() -> None:
    """Defect 18: NumPy and torch reshape (0, 3) to (3, 0)."""
    z = anyrt.zeros((0, 3))
    assert z.reshape(3, 0).shape == (3, 0) and z.reshape(0).shape == (0,) and z.reshape(0, 5, 2).shape == (0, 5, 2)
    assert z.view(3, 0).shape == (3, 0)
    with pytest.raises(anyrt.InvalidValueError, match="shape"):
        z.reshape(2, 2)


def test_copy_from_numpy_has_read_the_array_when_it_returns() -> None:
    """Defect 7: torch's copy_ and Buffer.copy_from are synchronous: changing the array after the call
    changes nothing, even with work queued before it on the default stream."""
    import threading

    t = anyrt.zeros((1 << 16,))
    gate = threading.Event()
    anyrt.default_stream().add_callback(gate.wait)
    timer = threading.Timer(0.2, gate.set)
    timer.start()
    src = np.full(1 << 16, 3.0, np.float32)
    t.copy_(src)
    src[:] = 99.0
    timer.join()
    assert np.all(t.numpy() == 3.0)


@pytest.mark.parametrize("case", ["prefix", "shifted", "transpose", "gemm"])
def test_out_partially_overlapping_an_input_is_computed_as_numpy_does(case) -> None:
    """Defect 8: NumPy computes these as if the inputs were copied first; silence with a wrong
    result is not acceptable."""
    host = np.arange(16, dtype=np.float32).reshape(4, 4)
    a = anyrt.asarray(host.copy())
    want = host.copy()
    if case == "prefix":
        ops.add(a, a[0:1], out=a)
        np.add(want, want[0:1], out=want)
    elif case == "shifted":
        ops.add(a[1:], a[:-1], out=a[:-1])
        np.add(want[1:], want[:-1], out=want[:-1])
    elif case == "transpose":
        a.copy_(a.T)
        want[...] = want.T.copy()
    else:
        ops.gemm(a, a, out=a)
        np.matmul(want, want, out=want)
    assert np.array_equal(a.numpy(), want)


def test_overlapping_out_on_a_stream_copies_the_input_on_that_stream() -> None:
    """Found by tests/fuzz_ops.py: the private copy of an input that overlaps `out=` was queued on the
    default stream while the operator ran on `stream=s`, unordered: s read the copy before it was made."""
    import threading

    host = np.arange(16, dtype=np.float32).reshape(4, 4)
    a = anyrt.asarray(host.copy())
    s = anyrt.Stream()
    gate = threading.Event()
    anyrt.default_stream().add_callback(gate.wait)  # the default stream is busy
    timer = threading.Timer(0.2, gate.set)
    timer.start()
    ops.gemm(a, a, out=a, stream=s)
    s.synchronize()
    timer.join()
    assert np.array_equal(a.numpy(), host @ host)


def test_out_that_is_an_input_of_gemm_takes_no_shortcut() -> None:
    """Found by tests/fuzz_ops.py: gemm(a, a, out=a) with one Tensor object in all three places is
    right the first time (the general path copies the inputs) and must stay right when the descriptor
    is cached (the hot path let an input that *is* out through: fine elementwise, not for gemm)."""
    host = np.arange(9, dtype=np.float64).reshape(3, 3)
    for _ in range(3):
        a = anyrt.asarray(host.copy())
        ops.gemm(a, a, out=a)
        assert np.array_equal(a.numpy(), host @ host)
    b = anyrt.asarray(host.copy())
    ops.add(b, b, out=b)  # elementwise: in place is fine (and takes the hot path)
    ops.add(b, b, out=b)
    assert np.array_equal(b.numpy(), host * 4)


def test_to_and_astype_convert_on_the_device() -> None:
    """Tensor.to(dtype=...) used to refuse every conversion ('not an anyrt operator yet')."""
    x = anyrt.asarray(np.array([[1.75, -2.5], [0.0, 3.25]], np.float32))
    h = x.T.to(dtype_="float16")
    assert h.dtype == "float16" and h.shape == (2, 2)
    np.testing.assert_array_equal(h.numpy(), np.array([[1.75, 0.0], [-2.5, 3.25]], np.float16))
    i = x.astype("int32")
    np.testing.assert_array_equal(i.numpy(), [[1, -2], [0, 3]])
    assert x.to(dtype_="float32") is x
    np.testing.assert_array_equal(x.astype("bool").numpy(), [[True, True], [False, True]])
