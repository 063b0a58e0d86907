"""The operator layer beyond the generated conformance suite: the suite itself can fail, descriptors
keep their own copies, runs are stream-ordered and their errors surface at the next sync."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidHandleError, InvalidValueError
from anyrt._gen import _raw
from anyrt._layers import VALIDATING
from anyrt.toolkit import op_reference
from anyrt.toolkit.conformance import Harness
from anyrt.toolkit.op_conformance import OpCase


def _desc(arr: np.ndarray, dtype: int = lib.ANYRT_DTYPE_FLOAT32) -> object:
    return _raw.create_tensor_desc(dtype, arr.ndim, ffi.new("int64_t[]", list(arr.shape) or [0]),
                                   ffi.new("int64_t[]", [s // arr.itemsize for s in arr.strides] or [0]))


def _addr(arr: np.ndarray) -> int:
    return arr.__array_interface__["data"][0]


def test_conformance_catches_an_operator_that_computes_the_wrong_thing(monkeypatch: pytest.MonkeyPatch) -> None:
    with Harness("cpu") as h:
        OpCase(h, "add", "float32").check()  # right as it is
        monkeypatch.setitem(op_reference.REFERENCES, "add", op_reference.sub)
        with pytest.raises(AssertionError, match="add on cpu"):
            OpCase(h, "add", "float32").check()


def test_a_bad_shape_names_the_operator_tensor_and_dim() -> None:
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    a, b, c = np.zeros((4, 3), np.float32), np.zeros((5, 6), np.float32), np.zeros((4, 6), np.float32)
    with pytest.raises(InvalidValueError, match=r"anyrt_create_gemm_descriptor: argument 'b' dim 0 is 5, but k is 3 "
                                                r"\(from a's dim 1\)"):
        _raw.create_gemm_descriptor(h, _desc(c), _desc(a), _desc(b))
    with pytest.raises(InvalidValueError, match=r"argument 'a' is float64, but c is float32: gemm's tensors share one dtype"):
        _raw.create_gemm_descriptor(h, _desc(c), _desc(a.astype(np.float64), lib.ANYRT_DTYPE_FLOAT64), _desc(b))
    _raw.destroy_op_handle(h)


def test_a_descriptor_outlives_its_tensor_descriptors_and_runs_on_a_stream() -> None:
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    x, y = np.arange(6, dtype=np.float32).reshape(2, 3) - 2, np.empty((2, 3), np.float32)
    dx, dy = _desc(x), _desc(y)
    op = _raw.create_relu_descriptor(h, dy, dx)
    _raw.destroy_tensor_desc(dx)
    _raw.destroy_tensor_desc(dy)
    _raw.destroy_op_handle(h)
    s = _raw.create_stream()
    _raw.relu(op, None, 0, _addr(y), _addr(x), stream=s)
    _raw.synchronize_stream(s)
    assert y.tolist() == np.maximum(x, 0).tolist()
    _raw.destroy_op_desc(op)
    with pytest.raises(InvalidHandleError, match="already destroyed"):
        _raw.relu(op, None, 0, _addr(y), _addr(x), stream=s)
    _raw.destroy_stream(s)


def test_a_kernel_failure_surfaces_at_the_next_synchronize() -> None:
    """rope positions are data: a position outside the tables is found by the kernel on the stream."""
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    x, y = np.ones((1, 1, 4), np.float32), np.zeros((1, 1, 4), np.float32)
    pos, table = np.array([7], np.int32), np.ones((2, 2), np.float32)
    op = _raw.create_rope_descriptor(h, _desc(y), _desc(x), _desc(pos, lib.ANYRT_DTYPE_INT32), _desc(table), _desc(table))
    s = _raw.create_stream()
    _raw.rope(op, None, 0, _addr(y), _addr(x), _addr(pos), _addr(table), _addr(table), stream=s)
    with pytest.raises(InvalidValueError, match="rope: its kernel refused"):
        _raw.synchronize_stream(s)
    _raw.destroy_stream(s)
    _raw.destroy_op_desc(op)
    _raw.destroy_op_handle(h)


def test_an_interleaved_output_that_never_overlaps_is_taken() -> None:
    """Strides (12, 8, 1) over (2, 2, 4) interleave the rows (elements at 0-3, 8-11, 12-15, 20-23) but no two
    share memory: InfiniCore's own rms_norm test writes such a y. A real self-overlap is still refused."""
    from numpy.lib.stride_tricks import as_strided

    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    x, w = np.random.default_rng(3).uniform(-1, 1, (2, 2, 4)).astype(np.float32), np.ones(4, np.float32)
    base = np.zeros(24, np.float32)
    y = as_strided(base, (2, 2, 4), (48, 32, 4))
    op = _raw.create_rms_norm_descriptor(h, _desc(y), _desc(x), _desc(w), 1e-6)
    s = _raw.create_stream()
    _raw.rms_norm(op, None, 0, _addr(y), _addr(x), _addr(w), stream=s)
    _raw.synchronize_stream(s)
    _raw.destroy_stream(s)
    np.testing.assert_allclose(y, op_reference.rms_norm({"x": x, "w": w}, {"epsilon": 1e-6}), rtol=1e-5)
    _raw.destroy_op_desc(op)
    bad = as_strided(base, (2, 2, 4), (16, 8, 4))  # strides 4, 2, 1: row 1 starts inside row 0
    with pytest.raises(InvalidValueError, match="argument 'y' has strides under which two elements share memory"):
        _raw.create_rms_norm_descriptor(h, _desc(bad), _desc(x), _desc(w), 1e-6)
    _raw.destroy_op_handle(h)


def test_an_empty_output_is_taken_whatever_its_strides() -> None:
    """np.zeros((2, 0)) has strides (0, 0); NumPy and torch write to it (nothing). An output without
    elements writes nothing, so no stride of it can make two writes collide: the descriptor takes it
    and the run is a no-op. A zero stride over elements is still refused."""
    import anyrt

    empty = np.zeros((2, 0), np.float32)
    assert empty.strides == (0, 0)
    x = anyrt.asarray(np.ones((2, 0), np.float32))
    out = anyrt.asarray(empty)
    anyrt.ops.add(x, x, out=out)
    anyrt.synchronize()
    assert out.shape == (2, 0)
    h = _raw.create_op_handle()
    op = _raw.create_add_descriptor(h, _desc(empty), _desc(empty), _desc(empty))
    _raw.destroy_op_desc(op)
    from numpy.lib.stride_tricks import as_strided

    one = as_strided(np.zeros(1, np.float32), (2, 1), (0, 4))  # two elements, one address
    with pytest.raises(InvalidValueError, match="an output needs positive strides"):
        _raw.create_add_descriptor(h, _desc(one), _desc(one), _desc(one))
    _raw.destroy_op_handle(h)


# ---- issue 25: anyrt.ops from outside


@pytest.mark.parametrize("validate", ["0", "1"], ids=["plain", "validate"])
def test_two_threads_over_more_layouts_than_the_descriptor_cache_holds(child, validate) -> None:
    """Defect 2: eviction never destroys a descriptor another thread is about to run (it crashed,
    corrupted the heap or, validated, refused spuriously beyond 1,024 layouts)."""
    proc = child("""
        import threading, numpy as np, anyrt
        from anyrt import ops
        N = 1100
        host = np.arange(N, dtype=np.float32)
        x = anyrt.asarray(host)
        views = [x[:n] for n in range(N + 1)]
        bad = []
        def work(seed):
            rng = np.random.default_rng(seed)
            outs = [anyrt.empty((n,)) for n in range(N + 1)]
            for n in rng.integers(1, N + 1, 30000):
                ops.add(views[n], views[n], out=outs[n])
            anyrt.synchronize()
            bad.extend(n for n in range(1, N + 1, 7) if not np.array_equal(outs[n].numpy(), 2 * host[:n]))
        ts = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in ts: t.start()
        for t in ts: t.join()
        print("bad", len(bad))
    """, env={"ANYRT_VALIDATE": validate}, timeout=300)
    assert proc.returncode == 0 and "bad 0" in proc.stdout and "Error" not in proc.stderr, \
        proc.stdout + proc.stderr[-3000:]


def test_cycling_over_a_few_more_layouts_than_the_cache_does_not_fall_off_a_cliff() -> None:
    """Defect 17: 1,100 layouts in a cycle (a cache of 1,024) must still mostly hit: a step to every
    call missing at a fixed count is the cliff (10x per call) this guards against."""
    import numpy as np

    import anyrt
    from anyrt import _op_runtime, ops

    x = anyrt.zeros((1100 * 2,))
    views = [x[: i + 1] for i in range(1100)]
    outs = [anyrt.empty((i + 1,)) for i in range(1100)]
    for v, o in zip(views, outs, strict=True):
        ops.add(v, v, out=o)
    made = _op_runtime._cache.created
    for _ in range(3):
        for v, o in zip(views, outs, strict=True):
            ops.add(v, v, out=o)
    missed = _op_runtime._cache.created - made
    assert missed < 3 * 1100 // 2, f"{missed} of {3 * 1100} calls made a descriptor"
    assert np.all(outs[-1].numpy() == 0)


@pytest.mark.parametrize("call, param", [
    (lambda anyrt: anyrt.ops.gemm(anyrt.ones(()), anyrt.ones(())), "a"),
    (lambda anyrt: anyrt.ops.gemm(anyrt.ones((2, 2)), anyrt.ones((2,))), "b"),
    (lambda anyrt: anyrt.ops.causal_softmax(anyrt.ones((4,))), "x"),
    (lambda anyrt: anyrt.ops.rope(anyrt.ones((4, 8)), anyrt.zeros((4,), "int32"), anyrt.ones((4, 4)),
                                  anyrt.ones((4, 4))), "x"),
])
def test_too_few_dims_is_an_error_naming_the_argument(call, param) -> None:
    """Defect 19: the README promises anyrt.InvalidValueError naming the argument, not KeyError('m')."""
    import anyrt

    with pytest.raises(anyrt.InvalidValueError, match=f"argument '{param}'.*dims"):
        call(anyrt)


def test_random_sample_of_empty_probs_is_refused_at_creation() -> None:
    """Defect 20: refused when the descriptor is made, naming probs (it failed at synchronize with a
    message about rope positions)."""
    import anyrt

    with pytest.raises(anyrt.InvalidValueError, match="probs"):
        anyrt.ops.random_sample(anyrt.empty((0,)))
    p = _raw.create_tensor_desc(lib.ANYRT_DTYPE_FLOAT32, 1, ffi.new("int64_t[]", [0]), ffi.new("int64_t[]", [1]))
    r = _raw.create_tensor_desc(lib.ANYRT_DTYPE_INT64, 0, ffi.new("int64_t[]", [0]), ffi.new("int64_t[]", [0]))
    handle = _raw.create_op_handle()
    try:
        with pytest.raises(InvalidValueError, match="probs"):
            _raw.create_random_sample_descriptor(handle, r, p)
    finally:
        _raw.destroy_tensor_desc(p)
        _raw.destroy_tensor_desc(r)
        _raw.destroy_op_handle(handle)
    anyrt.synchronize()


def test_an_operator_of_several_outputs_returns_and_takes_them_as_a_tuple() -> None:
    """anyrt.ops of an operator with two outputs (add_rms_norm: y, residual_out) allocates both, or
    writes the ones `out` gives: here the residual in place of input a, as InfiniLM adds into it."""
    import anyrt
    from anyrt import ops

    rng = np.random.default_rng(0)
    a, b, w = (rng.uniform(-1, 1, s).astype(np.float32) for s in ((3, 8), (3, 8), (8,)))
    want = op_reference.add_rms_norm({"a": a.astype(np.float64), "b": b.astype(np.float64), "weight": w}, {"epsilon": 1e-6})
    y, res = ops.add_rms_norm(a, b, w)
    assert isinstance(want, dict)
    np.testing.assert_allclose(y.numpy(), want["y"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(res.numpy(), want["residual_out"], rtol=1e-6, atol=1e-6)
    ta, tb, tw, ty = anyrt.asarray(a, copy=True), anyrt.asarray(b), anyrt.asarray(w), anyrt.empty((3, 8), "float32")
    for _ in range(2):  # the second run takes the cached descriptor's fast path
        ta.copy_(a)
        got_y, got_res = ops.add_rms_norm(ta, tb, tw, out=(ty, ta))
        assert got_y is ty and got_res is ta
        anyrt.current_device().synchronize()
        np.testing.assert_allclose(ty.numpy(), want["y"], rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(ta.numpy(), want["residual_out"], rtol=1e-6, atol=1e-6)
    with pytest.raises(TypeError, match=r"add_rms_norm: argument 'out' must be a tuple of 2 anyrt.Tensors"):
        ops.add_rms_norm(a, b, w, out=ty)  # type: ignore[arg-type]


def test_an_operand_that_is_not_memory_of_the_process_is_refused_not_dereferenced() -> None:
    """On a device whose memory the host addresses (cpu), an operand pointer anyrt did not allocate is
    checked to be mapped before the kernel runs: a pointer cut to 32 bits (as a ctypes call without
    argtypes passes it, which InfiniCore's own random_sample.py does for infiniopRandomSampleBatch) is
    an InvalidValueError naming the operand, not a crash of the stream's worker. In a subprocess, so a
    crash fails this test and not the run."""
    import subprocess
    import sys
    import textwrap

    prog = textwrap.dedent("""
        import mmap, ctypes, numpy as np
        from anyrt._cffi import ffi, lib
        from anyrt._errors import InvalidValueError
        from anyrt._gen import _raw
        _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
        h = _raw.create_op_handle()
        x = np.ones(4096, np.float32)
        def desc(a):
            return _raw.create_tensor_desc(lib.ANYRT_DTYPE_FLOAT32, 1, ffi.new("int64_t[]", [a.size]), ffi.new("int64_t[]", [1]))
        op = _raw.create_relu_descriptor(h, desc(x), desc(x))
        _raw.relu(op, None, 0, x.ctypes.data, x.ctypes.data, stream=None)  # first call's own mappings (ASan's fake stack)
        _raw.synchronize_device()
        m = mmap.mmap(-1, 1 << 16)
        gone = ctypes.addressof(ctypes.c_char.from_buffer(m))
        m.close()  # unmapped now
        def unmapped(a):  # by /proc/self/maps: under ASan, low 32-bit addresses are its shadow memory, mapped
            spans = [[int(v, 16) for v in line.split()[0].split("-")] for line in open("/proc/self/maps")]
            return all(not (lo < a + (1 << 14) and a < hi) for lo, hi in spans)
        cut = [x.ctypes.data & 0xFFFFFFFF, 0x7FFFF000, 0x10000000, -(1 << 31) & (2**64 - 1)]  # pointers cut to 32 bits
        bads = [gone, 1 << 47, *cut]  # 1 << 47: above every address mmap hands out without a hint
        for bad in bads:
            if not unmapped(bad):  # gone too: a later mmap (ASan's allocator) may have reused it
                print("mapped")
                continue
            try:
                _raw.relu(op, None, 0, x.ctypes.data, bad, stream=None)
                _raw.synchronize_device()
                print("ran")
            except InvalidValueError as e:
                err = _raw.get_last_error()  # held: param is an array inside it (ASan caught a read after free)
                print("refused", ffi.string(err.param).decode())
        """)
    out = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    tried = [line for line in out.stdout.splitlines() if line != "mapped"]
    assert len(tried) >= 2 and tried == ["refused x"] * len(tried), out.stdout


def test_embedding_picks_rows_by_id_and_refuses_an_id_outside_the_table() -> None:
    """Hand-worked (InfiniCore has no test/infiniop/embedding.py): ids [[2, 0], [1, 2]] pick rows of a
    3 x 4 table; an id of 3 fails the run at the next synchronize, naming the kernel's refusal."""
    import anyrt
    from anyrt import ops

    weight = np.arange(12, dtype=np.float32).reshape(3, 4)
    out = ops.embedding(np.array([[2, 0], [1, 2]], np.int64), weight)
    assert out.shape == (2, 2, 4)
    assert out.numpy().tolist() == [[weight[2].tolist(), weight[0].tolist()], [weight[1].tolist(), weight[2].tolist()]]
    ops.embedding(np.array([0, 3], np.int32), weight)
    with pytest.raises(anyrt.Error, match="embedding: its kernel refused the operands"):
        anyrt.current_device().synchronize()


BLAS_THREADS = """
    import ctypes, numpy as np, anyrt
    a = anyrt.asarray(np.ones((64, 64), np.float32))
    assert float(anyrt.ops.gemm(a, a).numpy()[0, 0]) == 64.0
    paths = {line.split()[-1] for line in open("/proc/self/maps") if "libscipy_openblas.so" in line}
    print("threads", ctypes.CDLL(paths.pop()).scipy_openblas_get_num_threads() if paths else "no openblas")
"""


def test_the_cpu_blas_uses_no_more_threads_than_the_operator_pool(child: Any) -> None:
    """ANYRT_CPU_THREADS caps the BLAS the cpu backend loads too: OpenBLAS otherwise starts a thread per
    core, and its idle threads poll for a while after each gemm, beside the operator pool's."""
    proc = child(BLAS_THREADS, env={"ANYRT_CPU_THREADS": "1"})
    assert proc.returncode == 0, proc.stderr[-3000:]
    if "no openblas" in proc.stdout:
        pytest.skip("the scipy-openblas32 wheel is not installed (the test extra installs it)")
    assert "threads 1" in proc.stdout, proc.stdout


BLAS_LOADED_BY = """
    import sys, numpy as np, anyrt
    def loaded():
        return any("libscipy_openblas.so" in line for line in open("/proc/self/maps"))  # not NumPy's own
    x = anyrt.asarray(np.ones((1, 64), np.float16))
    w = anyrt.asarray(np.ones((32, 64), np.float16))
    assert float(anyrt.ops.gemm(x, w.transpose(0, 1)).numpy()[0, 0]) == 64.0  # a decode step's x @ W.T
    print("after f16 x @ W.T", loaded())
    b = anyrt.asarray(np.ones((64, 64), np.float32), dtype="bfloat16")
    anyrt.ops.gemm(b, b).numpy()
    print("after bf16", loaded())
    f = anyrt.asarray(np.ones((64, 64), np.float32))
    assert float(anyrt.ops.gemm(f, f).numpy()[0, 0]) == 64.0
    print("after f32", loaded())
"""


def test_the_cpu_blas_is_loaded_only_by_a_gemm_that_calls_it(child: Any) -> None:
    """OpenBLAS's threads poll a core for ~0.1 s after it loads and after each of its calls, beside the
    operator pool: a gemm its kernel runs without the BLAS (f16 / bf16 with a few rows against a transposed
    weight, bf16 on AVX-512 BF16) must not load it (an f16 x @ W.T of 1 x 4096 x 4096 took 2.2-2.4 ms
    instead of 1.0 while it polled)."""
    flags = open("/proc/cpuinfo").read() if os.path.exists("/proc/cpuinfo") else ""
    if " avx512f" not in flags or " avx512bw" not in flags:
        pytest.skip("this CPU has no AVX-512 (the kernels that need no BLAS are AVX-512 ones)")
    proc = child(BLAS_LOADED_BY)
    assert proc.returncode == 0, proc.stderr[-3000:]
    if "after f32 False" in proc.stdout:
        pytest.skip("the scipy-openblas32 wheel is not installed (the test extra installs it)")
    assert "after f16 x @ W.T False" in proc.stdout, proc.stdout
    if "avx512_bf16" in flags:
        assert "after bf16 False" in proc.stdout, proc.stdout


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_half_gemm_through_the_cpu_blas_matches_numpy(dtype: str) -> None:
    """cpu: f16 / bf16 gemm runs sgemm on f32 copies when a BLAS is loaded (the portable kernel otherwise):
    transposed and strided operands, a broadcast batch, beta != 0, and tails of every size."""
    import anyrt

    rng = np.random.default_rng(28)
    batch, m, k, n = 3, 37, 70, 45

    def rounded(x: np.ndarray) -> np.ndarray:  # the values a tensor of dtype holds
        return anyrt.asarray(x.astype(np.float32), dtype=dtype).numpy().astype(np.float64)

    a = rounded(rng.uniform(-1, 1, (batch, m, k)))
    bt = rounded(rng.uniform(-1, 1, (1, n, k)))  # B given transposed, one batch for all
    c0 = rounded(rng.uniform(-1, 1, (batch, m, 2 * n)))
    ta = anyrt.asarray(a.astype(np.float32), dtype=dtype)
    tb = anyrt.asarray(bt.astype(np.float32), dtype=dtype).transpose(1, 2)
    tc_full = anyrt.asarray(c0.astype(np.float32), dtype=dtype)
    tc = tc_full[:, :, ::2]  # strided output
    anyrt.ops.gemm(ta, tb, out=tc, alpha=0.5, beta=2.0)
    want = 0.5 * a @ bt.transpose(0, 2, 1) + 2.0 * c0[:, :, ::2]
    tol = 1e-2 if dtype == "float16" else 6e-2
    np.testing.assert_allclose(tc.numpy(), want, rtol=tol, atol=tol)
    np.testing.assert_array_equal(tc_full.numpy()[:, :, 1::2], c0[:, :, 1::2].astype(np.float32))  # untouched


def _failure(call: Callable[[], object]) -> tuple[type, str]:
    with pytest.raises(Exception) as info:
        call()
    return type(info.value), str(info.value)


def test_the_c_hot_path_raises_what_the_python_path_raises() -> None:
    """anyrt.ops calls run in C (anyrt._hot) once their layouts are cached; every misuse there must
    raise exactly what the Python path raises for it (same type, same message)."""
    import anyrt
    from anyrt import _hot, _op_runtime, ops

    assert _op_runtime.run is _hot.run
    info = _op_runtime.OpInfo.of("add")
    assert info.hot is not None

    def fresh() -> tuple[anyrt.Tensor, anyrt.Tensor, anyrt.Tensor]:
        a, b, c = (anyrt.asarray(np.arange(8, dtype=np.float32), copy=True) for _ in range(3))
        ops.add(a, b, out=c)  # caches the layouts
        return a, b, c

    a, b, c = fresh()
    ro = np.zeros(8, np.float32)
    ro.flags.writeable = False
    t_ro = anyrt.asarray(ro)
    ops.add(a, b)
    misuses: list[tuple[str, Callable[[Any], object]]] = [
        ("read-only out", lambda run: run(info, (a, b), t_ro, (), None)),
        ("out of another type", lambda run: run(info, (a, b), 3, (), None)),
        ("out a tuple of two", lambda run: run(info, (a, b), (c, c), (), None)),
        ("None input", lambda run: run(info, (a, None), c, (), None)),
        ("operand of another shape", lambda run: run(info, (a, anyrt.empty(5)), c, (), None)),
    ]
    for what, misuse in misuses:
        assert _failure(lambda m=misuse: m(_hot.run)) == _failure(lambda m=misuse: m(_op_runtime.run_python)), what
    for which in range(3):  # a freed output or input, after the layouts were cached
        for run in (_hot.run, _op_runtime.run_python):
            a, b, c = fresh()
            (c, a, b)[which].buffer.free()  # type: ignore[union-attr]
            got = _failure(lambda r=run, a=a, b=b, c=c: r(info, (a, b), c, (), None))
            assert got[0] is InvalidValueError and "already freed" in got[1], got
            if run is _hot.run:
                want = got
            else:
                assert got == want


def test_gemm_takes_its_call_time_attributes_through_the_c_hot_path() -> None:
    """gemm's alpha and beta are passed at each call (floats, or ints as Python passes them): the C
    path converts them as cffi did, on every call of a cached layout."""
    import anyrt
    from anyrt import ops

    rng = np.random.default_rng(1)
    a, b, c0 = (rng.uniform(-1, 1, s).astype(np.float32) for s in ((4, 3), (3, 5), (4, 5)))
    ta, tb, tc = anyrt.asarray(a, copy=True), anyrt.asarray(b, copy=True), anyrt.empty((4, 5), "float32")
    for alpha, beta in ((1.0, 0.0), (2, 0.5), (-0.25, 1), (3.0, 0.0)):
        tc.copy_(c0)
        ops.gemm(ta, tb, out=tc, alpha=alpha, beta=beta)
        np.testing.assert_allclose(tc.numpy(), alpha * a @ b + beta * c0, rtol=1e-5, atol=1e-5)


def test_a_free_on_another_thread_during_hot_calls_is_a_clean_error_or_waits() -> None:
    """One thread runs cached operator calls into outputs another thread frees: each call succeeds
    (and the free waits for it) or raises InvalidValueError naming the freed buffer; nothing else."""
    import threading

    import anyrt
    from anyrt import ops

    a = anyrt.asarray(np.ones(4096, np.float32), copy=True)
    outs = [anyrt.empty(4096, "float32") for _ in range(200)]
    ops.add(a, a, out=outs[0])
    errors: list[BaseException] = []

    def run() -> None:
        for _ in range(5):
            for c in outs:
                try:
                    ops.add(a, a, out=c)
                except InvalidValueError as e:
                    if "already freed" not in str(e):
                        errors.append(e)
                except BaseException as e:  # noqa: BLE001 (anything else is the failure)
                    errors.append(e)

    worker = threading.Thread(target=run)
    worker.start()
    for c in outs:
        c.buffer.free()  # type: ignore[union-attr]
    worker.join()
    anyrt.current_device().synchronize()
    assert errors == []


def test_a_call_without_out_reuses_its_output_shape_and_stays_correct() -> None:
    """A call without `out` remembers the output it made per operand layouts and attributes (the shape
    rules ran once); the next allocates that and takes the path with `out`. Each result is its own
    memory, gemm with beta != 0 still reads zeros, a freed operand is still refused by name, and a
    registered implementation still wins."""
    import anyrt
    from anyrt import ops
    from anyrt._gen import ops as generated

    def made_of(op: str) -> dict[tuple[Any, ...], Any]:
        return getattr(generated, f"_{op.upper()}").made

    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    a, b = anyrt.asarray(x, copy=True), anyrt.asarray(x.T.copy(), copy=True)
    first, second = ops.add(a, a), ops.add(a, a)
    assert first.buffer is not second.buffer and second.shape == (3, 4) and second.dtype == "float32"
    np.testing.assert_array_equal(second.numpy(), 2 * x)
    assert (a._layout, a._layout) in made_of("add")  # the second call found it
    for _ in range(2):  # beta != 0: the output made for it reads as zeros, on both calls
        np.testing.assert_allclose(ops.gemm(a, b, beta=1.0).numpy(), x @ x.T)
        np.testing.assert_allclose(ops.gemm(a, b).numpy(), x @ x.T)
    dead = anyrt.asarray(x, copy=True)
    ops.add(dead, dead)
    dead.buffer.free()
    with pytest.raises(anyrt.Error, match="anyrt.ops.add"):
        ops.add(dead, dead)
    seen: list[str] = []
    ops.register("add", "cpu", lambda a, b, out, stream: seen.append("mine"))
    try:
        ops.add(a, a)
    finally:
        ops.unregister("add", "cpu")
    assert seen == ["mine"]


@pytest.mark.parametrize("path", ["c", "python"])
def test_a_stream_current_across_shutdown_does_not_hide_the_work_from_readers(child, path: str) -> None:
    """The hot paths took the thread's current queue without its generation: a stream made current
    before anyrt.shutdown left a queue of the old runtime there, the uses were noted on it, its wait
    returned at once, and numpy() read the output before the work ran (20 of 20 reads wrong)."""
    proc = child(f"""
        import numpy as np, anyrt
        from anyrt import _op_runtime, ops
        if {path!r} == "python":
            _op_runtime.run = _op_runtime.run_python
            import anyrt._gen.ops as g
            g.run = _op_runtime.run_python
        anyrt.set_stream(anyrt.Stream())
        anyrt.shutdown()
        x = np.ones(1 << 22, np.float32)
        bad = 0
        for i in range(8):
            a, b, c = (anyrt.asarray(x * (i + 1), copy=True) for _ in range(3))
            ops.add(a, b, out=c)
            bad += int(not (c.numpy() == 2 * (i + 1)).all())
        print("bad", bad)
    """)
    assert proc.returncode == 0 and "bad 0" in proc.stdout, proc.stdout + proc.stderr[-2000:]


def test_operands_of_two_dtypes_and_python_numbers_promote_as_torch() -> None:
    """An operator whose inputs share its dtype converts them to the dtype they promote to (torch's
    rules, a Python number weak), on the device; before, the core refused the second dtype."""
    x = anyrt.asarray(np.arange(4, dtype=np.float32))
    h = anyrt.asarray(np.full(4, 0.5, np.float16))
    got = anyrt.ops.mul(x, h)
    assert got.dtype == "float32"
    np.testing.assert_array_equal(got.numpy(), np.arange(4) * 0.5)
    assert anyrt.ops.add(x, 2.5).dtype == "float32"  # a float number keeps float32
    i = anyrt.asarray(np.arange(4, dtype=np.int32))
    assert anyrt.ops.maximum(i, 1.5).dtype == "float32"  # a float number beside integers: float32
    np.testing.assert_array_equal(anyrt.ops.maximum(i, 1.5).numpy(), [1.5, 1.5, 2, 3])
    assert anyrt.ops.add(i, anyrt.asarray(np.ones(4, np.int64))).dtype == "int64"
    np.testing.assert_array_equal(anyrt.ops.lt(x, 2).numpy(), [True, True, False, False])
    assert anyrt.promote_types("bfloat16", "float16") == "float32"


def test_a_promotion_the_operator_cannot_take_is_refused_by_name() -> None:
    i = anyrt.asarray(np.arange(4, dtype=np.int32))
    with pytest.raises(anyrt.Error, match=r"promote to int64, which div does not take"):
        anyrt.ops.div(i, anyrt.asarray(np.arange(4, dtype=np.int64)))
    with pytest.raises(anyrt.Error, match="uint64 beside a signed integer"):
        anyrt.ops.add(anyrt.asarray(np.ones(2, np.uint64)), anyrt.asarray(np.ones(2, np.int64)))


def test_a_new_layout_with_out_skips_the_general_path_but_not_its_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 48: a call with `out` on layouts not cached makes its descriptor from the hot loop (the
    general path's per-call work, _separate among it, is not run); what that path would convert or
    refuse still goes through it: mixed dtypes are promoted, an input in out's memory is separated,
    too few dims and a shape the C create refuses raise their errors naming the argument."""
    import anyrt
    from anyrt import _op_runtime, ops

    a = anyrt.asarray(np.arange(7, dtype=np.float32), copy=True)
    ops.add(a, a, out=anyrt.empty(7))  # the cache belongs to this runtime
    separated: list[int] = []
    general = _op_runtime._separate
    monkeypatch.setattr(_op_runtime, "_separate", lambda *args: (separated.append(1), general(*args))[1])
    made = _op_runtime._cache.created
    for n in (61, 67):  # layouts no other test makes
        x, y = (anyrt.asarray(np.arange(6 * n, dtype=np.float32).reshape(2, 1, 3, n), copy=True) for _ in range(2))
        out = anyrt.empty((2, 1, 3, n))
        assert ops.add(x, y, out=out) is out
        np.testing.assert_array_equal(out.numpy(), 2 * x.numpy())
    assert _op_runtime._cache.created == made + 2 and separated == []

    half = anyrt.asarray(np.arange(15, dtype=np.float16), copy=True)
    out = anyrt.empty(15)
    ops.add(anyrt.asarray(np.ones(15, np.float32), copy=True), half, out=out)  # promoted to float32
    np.testing.assert_array_equal(out.numpy(), np.arange(15, dtype=np.float32) + 1)
    z = anyrt.asarray(np.arange(34, dtype=np.float32), copy=True)
    ops.add(z[:17], z[:17], out=z[17:])  # another tensor of the same memory
    np.testing.assert_array_equal(z.numpy()[17:], 2 * np.arange(17, dtype=np.float32))
    assert separated
    with pytest.raises(anyrt.InvalidValueError, match=r"anyrt\.ops\.gemm: argument 'a' has 1 dims"):
        ops.gemm(anyrt.ones((19,)), anyrt.ones((19, 2)), out=anyrt.empty((19, 2)))
    with pytest.raises(anyrt.InvalidValueError, match=r"argument"):
        ops.add(anyrt.ones((21,)), anyrt.ones((22,)), out=anyrt.empty(21))


def test_a_new_layout_with_out_is_made_in_c_and_the_cache_stays_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 48: a descriptor-cache miss with `out` is made by the C hot path (anyrt._hot), not by
    _op_runtime._new_desc, also for an operator with a create-time attribute (softmax's axis); beyond
    the cache's size, evictions keep its dict and key list in step, and every result is right."""
    from anyrt import _op_runtime, ops

    cache = _op_runtime._cache
    ops.add(anyrt.ones(3), anyrt.ones(3), out=anyrt.empty(3))  # this runtime's cache and the device's handle
    in_python: list[str] = []
    monkeypatch.setattr(_op_runtime, "_new_desc", lambda info, *args: in_python.append(info.name))
    made = cache.created
    n = _op_runtime._CACHE_SIZE + 40
    x = anyrt.asarray(np.arange(3 * n, dtype=np.float32), copy=True)
    y = anyrt.empty(n)
    for i in range(n):  # n new layouts (no other test takes every third element): 1 to n elements
        ops.add(x[: 3 * i + 1 : 3], x[: 3 * i + 1 : 3], out=y[: i + 1])
    np.testing.assert_array_equal(y.numpy(), 2 * np.arange(0, 3 * n, 3, dtype=np.float32))
    for k in (3, 5):
        s = anyrt.asarray(np.zeros((2, k), np.float32), copy=True)
        p = anyrt.empty((2, k))
        ops.softmax(s, out=p, axis=-1)
        np.testing.assert_allclose(p.numpy(), np.full((2, k), 1 / k, np.float32), rtol=1e-6)
    if VALIDATING:  # validation records each descriptor's site in Python: the C path leaves every miss to it
        assert len(in_python) >= n
    else:
        assert in_python == []
    assert cache.created >= made + n + 2
    assert len(cache._keys) == len(cache._descs) <= _op_runtime._CACHE_SIZE
    assert set(cache._keys) == set(cache._descs)


def test_a_miss_while_another_thread_is_inside_make_is_left_to_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """_Descriptors.make changes the cache in several steps under its lock: while it is held, the C
    hot path must not insert or evict (it leaves the miss to the Python path, which waits for the lock)."""
    from anyrt import _op_runtime, ops

    ops.add(anyrt.ones(3), anyrt.ones(3), out=anyrt.empty(3))
    lock = _op_runtime._cache._lock
    general = _op_runtime._new_desc
    in_python: list[str] = []

    def new_desc(info: Any, *args: Any) -> Any:  # reached only if C left the miss alone: "make" may go on
        in_python.append(info.name)
        lock.release()
        return general(info, *args)

    monkeypatch.setattr(_op_runtime, "_new_desc", new_desc)
    x = anyrt.asarray(np.arange(83, dtype=np.float32), copy=True)
    out = anyrt.empty(83)
    lock.acquire()
    try:
        ops.add(x, x, out=out)
    finally:
        if lock.locked() and not in_python:
            lock.release()
    assert in_python == ["add"]
    np.testing.assert_array_equal(out.numpy(), 2 * np.arange(83, dtype=np.float32))


def test_a_cached_descriptor_is_destroyed_once() -> None:
    """anyrt._hot.Desc (the cache's entry): `desc` is its cffi pointer while it lives; destroy() makes
    it None, and a second destroy() (or the finalizer after it) does nothing."""
    from anyrt import _hot, _op_runtime, ops

    x = anyrt.asarray(np.arange(89, dtype=np.float32), copy=True)
    ops.add(x, x, out=anyrt.empty(89))
    entry = next(e for k, e in _op_runtime._cache._descs.items() if k[0] == "add" and k[1].key[3] == (89,))
    assert type(entry) is _hot.Desc and entry.ws == 0 and entry.addr != 0
    td = _op_runtime._tensor_desc(x)
    desc = _op_runtime.OpInfo.of("add").create(_op_runtime._cache._handles[x.device], td, td, td)
    _raw.destroy_tensor_desc(td)
    mine = _hot.Desc(int(ffi.cast("uintptr_t", desc)), 0, entry.gen)
    assert int(ffi.cast("uintptr_t", mine.desc)) == mine.addr
    mine.destroy()
    assert mine.desc is None and mine.addr == 0
    mine.destroy()
    with pytest.raises(InvalidHandleError, match="already destroyed"):
        _raw.get_op_workspace_size(desc)
