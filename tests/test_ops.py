"""The operator layer beyond the generated conformance suite: the suite itself can fail, descriptors
keep their own copies, runs are stream-ordered and their errors surface at the next sync."""

from __future__ import annotations

import numpy as np
import pytest

from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidHandleError, InvalidValueError
from anyrt._gen import _raw
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
