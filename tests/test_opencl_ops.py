"""The opencl backend's layer, loss, optimizer, random, fill, activation, ordering and selection
operators (opencl_ops_nn.c, opencl_ops_train.c, opencl_ops_sort.c, opencl_ops_index.c, opencl_ops.c):
each against the cpu backend on the same inputs (bit for bit where both follow
the same arithmetic: uniform, bernoulli, embedding and its backward, the optimizer steps, arange),
on strided layouts, with the row kernels' work-group tree forced on (ANYRT_OPENCL_ROW_GROUP: PoCL
otherwise takes one item per row), and run natively: no operator falls back to the host."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw

OCL = "opencl:0"
CPU = "cpu:0"


def _no_device_reason() -> str | None:
    for i in range(_raw.get_backend_count()):
        info = _raw.get_backend_info(i)
        if ffi.string(info.name).decode() != "opencl":
            continue
        if info.status != 0:
            return f"the opencl plugin was refused: {ffi.string(info.message).decode()}"
        return None if info.device_count > 0 else "no OpenCL 2.0+ device with SVM (install pocl-opencl-icd)"
    return "the opencl plugin is not loaded (not built here: no CL/cl.h at build time)"


pytestmark = pytest.mark.skipif(_no_device_reason() is not None, reason=_no_device_reason() or "")

Arrays = tuple[np.ndarray, ...]


def _on(dev: str, fn: Callable[..., Any], *arrays: np.ndarray) -> Arrays:
    """fn(device, *tensors) on `dev`, its result(s) back as NumPy arrays."""
    d = anyrt.Device(dev)
    got = fn(d, *[anyrt.asarray(a, device=d) for a in arrays])
    outs = got if isinstance(got, tuple) else (got,)
    return tuple(o.numpy() for o in outs if o is not None)


def _both(fn: Callable[..., Any], *arrays: np.ndarray) -> tuple[Arrays, Arrays]:
    return _on(OCL, fn, *arrays), _on(CPU, fn, *arrays)


def _close(fn: Callable[..., Any], *arrays: np.ndarray, rtol: float = 1e-5, atol: float = 1e-6) -> None:
    ocl, cpu = _both(fn, *arrays)
    assert len(ocl) == len(cpu)
    for a, b in zip(ocl, cpu, strict=True):
        np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=rtol, atol=atol)


def _same(fn: Callable[..., Any], *arrays: np.ndarray) -> None:
    ocl, cpu = _both(fn, *arrays)
    for a, b in zip(ocl, cpu, strict=True):
        np.testing.assert_array_equal(a, b)


@pytest.fixture(params=["", "16"], ids=["device-group", "group16"])
def row_group(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every row kernel twice: with the device's own group size and with a 16-item tree."""
    if request.param:
        monkeypatch.setenv("ANYRT_OPENCL_ROW_GROUP", request.param)
    else:
        monkeypatch.delenv("ANYRT_OPENCL_ROW_GROUP", raising=False)


_RNG = np.random.default_rng(7)


def _x(*shape: int, dtype: str = "float32") -> np.ndarray:
    return (_RNG.standard_normal(shape) * 2).astype(dtype)


TOL = {"float32": (1e-5, 1e-6), "float64": (1e-12, 1e-14), "float16": (2e-3, 2e-3)}


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("axis", [0, 1, 2])
def test_softmax_and_log_softmax_and_their_backwards_match_the_cpu(dtype: str, axis: int) -> None:
    rtol, atol = TOL[dtype]
    x, dy = _x(3, 37, 5, dtype=dtype), _x(3, 37, 5, dtype=dtype)
    _close(lambda d, t: anyrt.ops.softmax(t, axis=axis), x, rtol=rtol, atol=atol)
    _close(lambda d, t: anyrt.ops.log_softmax(t, dim=axis), x, rtol=rtol, atol=atol)
    y = np.exp(x.astype(np.float64))
    y = (y / y.sum(axis, keepdims=True)).astype(dtype)
    _close(lambda d, g, t: anyrt.ops.softmax_backward(g, t, axis=axis), dy, y, rtol=rtol, atol=atol)
    _close(lambda d, g, t: anyrt.ops.log_softmax_backward(g, t, dim=axis), dy, np.log(y), rtol=rtol, atol=atol)


@pytest.mark.usefixtures("row_group")
def test_softmax_reads_a_strided_view_and_may_write_in_place() -> None:
    x = _x(6, 40)
    ocl = _on(OCL, lambda d, t: anyrt.ops.softmax(t.T, axis=0), x)[0]
    e = np.exp(x.T - x.T.max(0))
    np.testing.assert_allclose(ocl, e / e.sum(0), rtol=1e-5, atol=1e-7)
    d = anyrt.Device(OCL)
    t = anyrt.asarray(x, device=d)
    anyrt.ops.log_softmax(t, out=t)
    shifted = x - x.max(1, keepdims=True)
    np.testing.assert_allclose(t.numpy(), shifted - np.log(np.exp(shifted).sum(1, keepdims=True)), rtol=1e-5, atol=1e-6)


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("bias", [True, False])
def test_layer_norm_and_its_backward_match_the_cpu(dtype: str, bias: bool) -> None:
    rtol, atol = TOL[dtype]
    x, w, b = _x(2, 9, 70, dtype=dtype), _x(70, dtype=dtype), _x(70, dtype=dtype)
    if bias:
        _close(lambda d, t, tw, tb: anyrt.ops.layer_norm(t, tw, tb, eps=1e-5), x, w, b, rtol=rtol, atol=atol)
    else:
        _close(lambda d, t, tw: anyrt.ops.layer_norm(t, tw, eps=1e-5), x, w, rtol=rtol, atol=atol)
    z, sd, dy = _x(2, 9, 70, dtype=dtype), (np.abs(_x(2, 9, dtype=dtype)) + 0.5).astype(dtype), _x(2, 9, 70, dtype=dtype)
    # dw sums 18 rows: f16's rounding of the sum is the cpu's only within a few ulp
    _close(lambda d, g, tz, ts, tw: anyrt.ops.layer_norm_backward(g, tz, ts, tw), dy, z, sd, w,
           rtol=rtol * (5 if dtype == "float16" else 1), atol=atol * 10)


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_rms_norm_matches_the_cpu(dtype: str) -> None:
    rtol, atol = TOL[dtype]
    _close(lambda d, t, tw: anyrt.ops.rms_norm(t, tw, epsilon=1e-6), _x(4, 3, 65, dtype=dtype), _x(65, dtype=dtype),
           rtol=rtol, atol=atol)


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("index", ["int32", "int64"])
def test_the_losses_and_their_backwards_match_the_cpu_ignoring_targets_out_of_range(dtype: str, index: str) -> None:
    rtol, atol = TOL[dtype]
    v = 33
    x, dy = _x(3, 4, v, dtype=dtype), _x(3, 4, dtype=dtype)
    target = _RNG.integers(0, v, (3, 4)).astype(index)
    target[0, 1], target[2, 3] = -1, v  # ignored tokens: loss 0, a row of zeros
    _close(lambda d, t, tg: anyrt.ops.cross_entropy(t, tg), x, target, rtol=rtol, atol=atol)
    _close(lambda d, g, t, tg: anyrt.ops.cross_entropy_backward(g, t, tg), dy, x, target, rtol=rtol, atol=atol)
    _same(lambda d, t, tg: anyrt.ops.nll_loss(t, tg), x, target)
    _same(lambda d, g, t, tg: anyrt.ops.nll_loss_backward(g, t, tg), dy, x, target)
    loss = _on(OCL, lambda d, t, tg: anyrt.ops.cross_entropy(t, tg), x, target)[0]
    assert loss[0, 1] == 0 and loss[2, 3] == 0


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("index", ["int32", "int64"])
def test_embedding_matches_the_cpu_bit_for_bit(dtype: str, index: str) -> None:
    w = _x(11, 6, dtype=dtype)
    ids = _RNG.integers(0, 11, (3, 5)).astype(index)
    _same(lambda d, i, tw: anyrt.ops.embedding(i, tw), ids, w)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("padding_idx", [-1, 2])
def test_embedding_backward_adds_in_token_order_as_the_cpu(dtype: str, padding_idx: int) -> None:
    dy = _x(40, 6, dtype=dtype)
    ids = _RNG.integers(0, 5, 40).astype("int64")
    ids[3] = 2

    def fn(d: anyrt.Device, g: Any, i: Any) -> Any:
        out = anyrt.asarray(np.full((5, 6), 0.25, dtype), device=d)  # added to in place
        return anyrt.ops.embedding_backward(g, i, out=out, padding_idx=padding_idx)

    _same(fn, dy, ids)
    got = _on(OCL, fn, dy, ids)[0]
    if padding_idx == 2:
        assert (got[2] == 0.25).all()


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_the_optimizer_steps_match_the_cpu(dtype: str) -> None:
    p, g, m, v = _x(7, 9, dtype=dtype), _x(7, 9, dtype=dtype), _x(7, 9, dtype=dtype), np.abs(_x(7, 9, dtype=dtype))
    adamw = lambda d, tp, tg, tm, tv: anyrt.ops.adamw_step(  # noqa: E731
        tp, tg, tm, tv, lr=0.05, beta1=0.9, beta2=0.99, eps=1e-3, weight_decay=0.1, step=3)
    sgd = lambda d, tp, tg, tb: anyrt.ops.sgd_step(  # noqa: E731
        tp, tg, tb, lr=0.05, momentum=0.9, dampening=0.1, weight_decay=0.01, nesterov=True)
    if dtype == "float16":  # the same float arithmetic; the device's sqrt may differ in the last place
        _close(adamw, p, g, m, v, rtol=1e-3, atol=1e-3)
        _close(sgd, p, g, m, rtol=1e-3, atol=1e-3)
    else:
        _close(adamw, p, g, m, v, rtol=1e-6 if dtype == "float32" else 1e-14, atol=0)
        _same(sgd, p, g, m)
    # an in-place update of a strided parameter (a column slice), the gradient broadcast along it
    d = anyrt.Device(OCL)
    base = anyrt.asarray(p.astype("float32"), device=d)
    view = base[:, 1:4]
    grad = anyrt.asarray(np.ones((1, 3), np.float32), device=d)
    buf = anyrt.asarray(np.zeros((7, 3), np.float32), device=d)
    anyrt.ops.sgd_step(view, grad, buf, out=(view, buf), lr=0.5)
    want = p.astype("float32").copy()
    want[:, 1:4] -= np.float32(0.5)
    np.testing.assert_array_equal(base.numpy(), want)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_uniform_and_bernoulli_are_the_cpu_numbers_for_the_same_seed_and_offset(dtype: str) -> None:
    for offset in (0, 7, 2**40 + 3):
        def fill(d: anyrt.Device, offset: int = offset) -> Any:
            return anyrt.ops.uniform(anyrt.empty((5, 13), dtype, device=d), seed=20240601, offset=offset, low=-2.0, high=3.0)

        def coin(d: anyrt.Device, offset: int = offset) -> Any:
            return anyrt.ops.bernoulli(anyrt.empty((3, 11), dtype, device=d), seed=-5, offset=offset, p=0.3)

        _same(fill)
        _same(coin)


def test_uniform_fills_a_strided_view_in_row_major_stream_order() -> None:
    def fill(d: anyrt.Device) -> Any:
        base = anyrt.zeros((6, 8), "float32", device=d)
        anyrt.ops.uniform(base.T[1:5], seed=3, offset=5)
        return base

    _same(fill)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_normal_matches_the_cpu_for_the_same_seed_and_offset(dtype: str) -> None:
    """Box-Muller in f64 (f32 and f16 as the cpu kernel) where the device has doubles: log, sin and
    cos may differ from the host's libm in the last place, which f32 rounding nearly always hides."""
    rtol = {"float32": 1e-6, "float64": 1e-13, "float16": 1e-3}[dtype]
    ocl, cpu = _both(lambda d: anyrt.ops.normal(anyrt.empty((9, 7), dtype, device=d), seed=42, offset=5, mean=0.5, std=2.0))
    np.testing.assert_allclose(ocl[0].astype(np.float64), cpu[0].astype(np.float64), rtol=rtol, atol=rtol)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64", "int16", "uint8"])
def test_arange_linspace_ones_and_zeros_match_the_cpu(dtype: str) -> None:
    _same(lambda d: anyrt.ops.arange(anyrt.empty((23,), dtype, device=d), start=1.0, step=0.75))
    _same(lambda d: anyrt.ops.arange(anyrt.empty((40,), dtype, device=d)[::3], start=-3.5, step=-1.25))
    _same(lambda d: anyrt.ops.linspace(-1.5, 2.25, 17, dtype=dtype, device=d))
    _same(lambda d, t: anyrt.ops.ones(t), np.zeros((4, 5), dtype))
    _same(lambda d, t: anyrt.ops.zeros(t), np.ones((4, 5), dtype))


OPS_CODE = """
import warnings, numpy as np, anyrt
d = anyrt.Device("opencl:0")
x = anyrt.asarray(np.random.default_rng(0).standard_normal((4, 6)).astype("float32"), device=d)
w = anyrt.asarray(np.ones(6, np.float32), device=d)
sd = anyrt.asarray(np.ones(4, np.float32), device=d)
tg = anyrt.asarray(np.array([0, 5, -1, 2]), device=d)
dy = anyrt.asarray(np.ones(4, np.float32), device=d)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = anyrt.ops.softmax(x); anyrt.ops.log_softmax(x)
    anyrt.ops.softmax_backward(x, y); anyrt.ops.log_softmax_backward(x, y)
    anyrt.ops.layer_norm(x, w, w); anyrt.ops.layer_norm_backward(x, x, sd, w); anyrt.ops.rms_norm(x, w)
    anyrt.ops.cross_entropy(x, tg); anyrt.ops.cross_entropy_backward(dy, x, tg)
    anyrt.ops.nll_loss(x, tg); anyrt.ops.nll_loss_backward(dy, x, tg)
    anyrt.ops.embedding(anyrt.asarray(np.array([1, 2]), device=d), x)
    ids = anyrt.asarray(np.array([1, 7, 0, 1]), device=d)
    anyrt.ops.embedding_backward(x, ids, out=anyrt.zeros((8, 6), "float32", device=d))
    m2, v2 = anyrt.empty((4, 6), "float32", device=d), anyrt.empty((4, 6), "float32", device=d)
    anyrt.ops.adamw_step(x, x, x, anyrt.ops.abs(x), out=(x, m2, v2))
    anyrt.ops.sgd_step(x, x, x, momentum=0.9)
    anyrt.ops.uniform(anyrt.empty((5,), "float32", device=d)); anyrt.ops.normal(anyrt.empty((5,), "float32", device=d))
    anyrt.ops.bernoulli(anyrt.empty((5,), "bool", device=d))
    anyrt.ops.arange(anyrt.empty((5,), "int64", device=d))
    anyrt.ops.linspace(0.0, 1.0, 5, device=d)
    anyrt.ops.ones(x); anyrt.ops.zeros(x)
    im = anyrt.asarray(np.ones((2, 3, 6, 6), np.float32), device=d)
    fw = anyrt.asarray(np.ones((4, 3, 3, 3), np.float32), device=d)
    cy = anyrt.ops.conv(im, fw, pads=[1, 1]); anyrt.ops.conv_backward_data(cy, fw, im, pads=[1, 1])
    anyrt.ops.conv_backward_filter(cy, im, fw, pads=[1, 1])
    py, pi = anyrt.ops.max_pool(im, kernel_size=[2, 2], strides=[2, 2])
    anyrt.ops.max_pool_backward(py, pi, im, kernel_size=[2, 2], strides=[2, 2])
    ay = anyrt.ops.avg_pool(im, kernel_size=[2, 2], strides=[2, 2])
    anyrt.ops.avg_pool_backward(ay, im, kernel_size=[2, 2], strides=[2, 2])
    bx = anyrt.asarray(np.random.default_rng(1).standard_normal((4, 3, 5)).astype("float32"), device=d)
    by, bm, bi, _, _ = anyrt.ops.batch_norm(bx)
    anyrt.ops.batch_norm_backward(by, bx, bm, bi)
    anyrt.ops.batch_norm_inference(bx, bm, bi)
    anyrt.ops.tril(x); anyrt.ops.triu(x, diagonal=1); anyrt.ops.rearrange(x.T, out=anyrt.empty((6, 4), "float32", device=d))
    anyrt.ops.gather(x, anyrt.asarray(np.zeros((4, 2), np.int64), device=d))
    anyrt.ops.index_select(x, anyrt.asarray(np.array([5, 0]), device=d))
    anyrt.ops.one_hot(anyrt.asarray(np.array([1, 0]), device=d), num_classes=3)
    zi = anyrt.asarray(np.zeros((4, 2), np.int64), device=d)
    anyrt.ops.scatter(x, zi, x[:, :2]); anyrt.ops.scatter_add(x, zi, x[:, :2])
    anyrt.ops.index_add(x, anyrt.asarray(np.array([1, 1]), device=d), x[:, :2], alpha=0.5)
    for op in ("gelu", "gelutanh", "quickgelu", "erf", "reciprocal", "hardswish", "softplus", "hardtanh"):
        getattr(anyrt.ops, op)(x)
    anyrt.ops.rms_norm_backward(x, x, w); anyrt.ops.swiglu(x, x); anyrt.ops.clip(x, x, x)
    anyrt.ops.silu_and_mul(x); anyrt.ops.causal_softmax(x); anyrt.ops.add_rms_norm(x, x, w)
    h = anyrt.asarray(np.ones((4, 6), np.float16), device=d)
    anyrt.ops.embedding_backward(h, ids, out=anyrt.zeros((8, 6), "float16", device=d))
    anyrt.ops.cumsum(x); anyrt.ops.cumprod(x, dim=0); anyrt.ops.argmax(x); anyrt.ops.argmin(x)
    anyrt.ops.topk(x, k=2); anyrt.ops.sort(x); anyrt.ops.argsort(x, descending=True)
    anyrt.ops.isin(ids, ids); anyrt.ops.histc(x, bins=4, min_val=-1.0, max_val=1.0); anyrt.ops.histc(x, bins=3)
    anyrt.ops.nonzero(x); anyrt.ops.masked_select(x, anyrt.ops.isin(x, x))
    anyrt.ops.randint(anyrt.empty((5,), "int64", device=d), low=-4, high=9)
    anyrt.synchronize()
    fell = [str(w.message) for w in caught if "op_" in str(w.message)]
    assert not fell, fell
print("ok")
"""


def test_every_operator_here_runs_natively(child: Any) -> None:
    """A fresh process (each fallback is announced once): none of these operators is declined."""
    out = child(OPS_CODE)
    assert out.returncode == 0 and "ok" in out.stdout, out.stdout + out.stderr


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("spatial", [1, 2])
def test_conv_and_both_backwards_match_the_cpu(dtype: str, spatial: int) -> None:
    rtol, atol = TOL[dtype]
    rtol, atol = rtol * 10, atol * 10  # sums of up to 90 products, in another order for the filter's
    size = (9, 8)[:spatial]
    x, w, b = _x(2, 3, *size, dtype=dtype), _x(4, 3, *(3, 2)[:spatial], dtype=dtype), _x(4, dtype=dtype)
    geo: dict[str, Any] = {"pads": [1] * spatial, "strides": [2] * spatial, "dilations": [1, 2][:spatial]}
    y = _on(CPU, lambda d, t, tw, tb: anyrt.ops.conv(t, tw, tb, **geo), x, w, b)[0]
    _close(lambda d, t, tw, tb: anyrt.ops.conv(t, tw, tb, **geo), x, w, b, rtol=rtol, atol=atol)
    _close(lambda d, t, tw: anyrt.ops.conv(t, tw, **geo), x, w, rtol=rtol, atol=atol)
    dy = _x(*y.shape, dtype=dtype)
    _close(lambda d, g, tw, t: anyrt.ops.conv_backward_data(g, tw, t, **geo), dy, w, x, rtol=rtol, atol=atol)
    _close(lambda d, g, t, tw: anyrt.ops.conv_backward_filter(g, t, tw, **geo), dy, x, w, rtol=rtol, atol=atol)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("spatial", [1, 2])
@pytest.mark.parametrize("count", [True, False])
def test_pooling_both_ways_matches_the_cpu(dtype: str, spatial: int, count: bool) -> None:
    rtol, atol = TOL[dtype]
    x = _x(2, 3, *(9, 7)[:spatial], dtype=dtype)
    geo: dict[str, Any] = {"kernel_size": [3] * spatial, "strides": [2] * spatial, "pads": [1] * spatial}
    y, idx = _on(CPU, lambda d, t: anyrt.ops.max_pool(t, **geo), x)
    _same(lambda d, t: anyrt.ops.max_pool(t, **geo), x)
    dy = _x(*y.shape, dtype=dtype)
    _close(lambda d, g, i, t: anyrt.ops.max_pool_backward(g, i, t, **geo), dy, idx, x, rtol=rtol, atol=atol)
    _close(lambda d, t: anyrt.ops.avg_pool(t, count_include_pad=count, **geo), x, rtol=rtol, atol=atol)
    _close(lambda d, g, t: anyrt.ops.avg_pool_backward(g, t, count_include_pad=count, **geo), dy, x, rtol=rtol, atol=atol)


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
@pytest.mark.parametrize("affine", [True, False])
def test_batch_norm_both_ways_and_inference_match_the_cpu(dtype: str, affine: bool) -> None:
    rtol, atol = TOL[dtype]
    rtol, atol = rtol * 10, atol * 10
    x, w, b = _x(4, 3, 10, dtype=dtype), _x(3, dtype=dtype), _x(3, dtype=dtype)
    rm, rv = _x(3, dtype=dtype), (np.abs(_x(3, dtype=dtype)) + 0.5).astype(dtype)

    def train(d: anyrt.Device, t: Any, tw: Any, tb: Any, trm: Any, trv: Any) -> Any:
        y, mean, inv, _, _ = anyrt.ops.batch_norm(t, tw if affine else None, tb if affine else None,
                                                  out=(None, None, None, trm, trv), momentum=0.2, eps=1e-5)
        return y, mean, inv, trm, trv  # the running statistics updated in place

    _close(train, x, w, b, rm, rv, rtol=rtol, atol=atol)
    _close(lambda d, t, trm, trv, tw, tb: anyrt.ops.batch_norm_inference(t, trm, trv, tw if affine else None,
                                                                          tb if affine else None, eps=1e-5),
           x, rm, rv, w, b, rtol=rtol, atol=atol)
    dy, mean, inv = _x(4, 3, 10, dtype=dtype), _x(3, dtype=dtype), (np.abs(_x(3, dtype=dtype)) + 0.5).astype(dtype)
    for training in (True, False):
        def back(d: anyrt.Device, g: Any, t: Any, tm: Any, ti: Any, tw: Any, training: bool = training) -> Any:
            return anyrt.ops.batch_norm_backward(g, t, tm, ti, tw if affine else None, training=training)

        _close(back, dy, x, mean, inv, w, rtol=rtol, atol=atol)


@pytest.mark.parametrize("dtype", ["float32", "float16", "float64", "int64", "int32", "bool", "uint8"])
def test_tril_triu_gather_index_select_one_hot_and_rearrange_match_the_cpu_for_every_element_size(dtype: str) -> None:
    x = (_RNG.standard_normal((2, 5, 7)) * 3).astype(dtype)
    _same(lambda d, t: anyrt.ops.rearrange(t.transpose(0, 2), out=anyrt.empty((7, 5, 2), dtype, device=d)), x)
    for diagonal in (-1, 0, 2):
        _same(lambda d, t, diagonal=diagonal: anyrt.ops.tril(t, diagonal=diagonal), x)
        _same(lambda d, t, diagonal=diagonal: anyrt.ops.triu(t.transpose(1, 2), diagonal=diagonal), x)
    index = _RNG.integers(0, 7, (2, 5, 4))
    _same(lambda d, t, i: anyrt.ops.gather(t, i), x, index)
    _same(lambda d, t, i: anyrt.ops.gather(t, i), x, index.astype("int32"))
    _same(lambda d, t, i: anyrt.ops.index_select(t, i), x, np.array([6, 0, 0, 3], np.int64))
    _same(lambda d, i: anyrt.ops.one_hot(i, out=anyrt.empty((3, 4, 6), dtype, device=d), num_classes=6),
          _RNG.integers(0, 6, (3, 4)))


@pytest.mark.parametrize("op", ["gather", "index_select", "one_hot", "embedding", "scatter_add"])
def test_an_index_out_of_range_is_reported_at_the_next_synchronization(op: str) -> None:
    """The cpu kernel refuses such a call; a device kernel cannot stop the stream, so it writes nothing
    of the element (embedding: NaN) and raises the device's fault word, which the next synchronize
    reports as an error naming the index; the synchronization after that is clean."""
    d = anyrt.Device(OCL)
    x = anyrt.asarray(np.ones((3, 5), np.float32), device=d)
    bad = anyrt.asarray(np.array([[0, 9], [1, 2], [4, 4]]), device=d)
    with pytest.raises(InvalidValueError, match=r"index .* is 9, outside \[0, [35]\)"):
        if op == "gather":
            anyrt.ops.gather(x, bad)
        elif op == "index_select":
            anyrt.ops.index_select(x, anyrt.asarray(np.array([9, 0]), device=d))
        elif op == "one_hot":
            anyrt.ops.one_hot(bad, num_classes=5)
        elif op == "scatter_add":
            anyrt.ops.scatter_add(x, bad, anyrt.asarray(np.ones((3, 2), np.float32), device=d))
        else:
            anyrt.ops.embedding(bad, x)
        d.synchronize()
    d.synchronize()


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64", "int8", "uint8"])
def test_scatter_scatter_add_and_index_add_match_the_cpu_bit_for_bit(dtype: str) -> None:
    """Sums of each position's sources in j order in f64 (int64 for integers), rounded once: the
    cpu kernel's bits; repeated indices pile up on one position."""
    x, src = (_RNG.standard_normal((3, 6)) * 5).astype(dtype), (_RNG.standard_normal((3, 9)) * 5).astype(dtype)
    index = _RNG.integers(0, 6, (3, 9))
    index[:, :3] = 2  # several sources on one position
    _same(lambda d, t, i, s: anyrt.ops.scatter(t, i, s), x, index, src)
    _same(lambda d, t, i, s: anyrt.ops.scatter_add(t, i, s), x, index, src)
    _same(lambda d, t, i, s: anyrt.ops.index_add(t, i, s, alpha=-2.5), x, index[0], src)
    _same(lambda d, t, i, s: anyrt.ops.scatter_add(t, i, s, out=t), x, index.astype("int32"), src)  # in place


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_the_activations_match_the_cpu_on_strided_views(dtype: str) -> None:
    """gelu, gelutanh, quickgelu, erf, reciprocal, hardswish, softplus, hardtanh: the cpu kernels'
    arithmetic; the device's erf / tanh / exp may differ from the host's libm in the last place."""
    rtol, atol = {"float32": (1e-5, 1e-6), "float64": (1e-12, 1e-14), "float16": (2e-3, 2e-3)}[dtype]
    x = _x(5, 8, dtype=dtype)
    x[0, :3] = [0.25, -4.0, 30.0]  # softplus's threshold: 30 > 20 is taken as is
    for op in ("gelu", "gelutanh", "quickgelu", "erf", "reciprocal", "hardswish"):
        _close(lambda d, t, op=op: getattr(anyrt.ops, op)(t.T), x, rtol=rtol, atol=atol)
    _close(lambda d, t: anyrt.ops.softplus(t, beta=2.0, threshold=20.0), x, rtol=rtol, atol=atol)
    _same(lambda d, t: anyrt.ops.hardtanh(t.T, min_val=-0.5, max_val=1.5), x)


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_rms_norm_backward_matches_the_cpu_and_may_write_dx_into_dy(dtype: str) -> None:
    rtol, atol = TOL[dtype]
    dy, x, w = _x(3, 5, 33, dtype=dtype), _x(3, 5, 33, dtype=dtype), _x(33, dtype=dtype)
    # dw sums 15 rows: f16's rounding of the sum is the cpu's only within a few ulp
    _close(lambda d, g, t, tw: anyrt.ops.rms_norm_backward(g, t, tw, epsilon=1e-5), dy, x, w,
           rtol=rtol * 5, atol=atol * 10)
    want = _on(CPU, lambda d, g, t, tw: anyrt.ops.rms_norm_backward(g, t, tw, epsilon=1e-5), dy, x, w)
    d = anyrt.Device(OCL)
    g, t, tw = (anyrt.asarray(a, device=d) for a in (dy, x, w))
    dx, dw = anyrt.ops.rms_norm_backward(g, t, tw, out=(g, None), epsilon=1e-5)
    np.testing.assert_allclose(g.numpy().astype(np.float64), want[0].astype(np.float64), rtol=rtol * 5, atol=atol * 10)
    np.testing.assert_allclose(dw.numpy().astype(np.float64), want[1].astype(np.float64), rtol=rtol * 5, atol=atol * 10)


def test_float16_embedding_backward_sums_each_row_in_float_as_the_cpu() -> None:
    dy = _x(60, 7, dtype="float16")
    ids = _RNG.integers(0, 6, 60).astype("int32")

    def fn(d: anyrt.Device, g: Any, i: Any) -> Any:
        out = anyrt.asarray(np.full((6, 7), 0.125, "float16"), device=d)
        return anyrt.ops.embedding_backward(g, i, out=out, padding_idx=4)

    _same(fn, dy, ids)
    assert (_on(OCL, fn, dy, ids)[0][4] == np.float16(0.125)).all()


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64", "int8", "int16"])
def test_cumsum_and_cumprod_match_the_cpu_bit_for_bit(dtype: str) -> None:
    """Floats scan in f64 and round each result, integers in wrapping int64: the cpu kernel's bits."""
    x = (_RNG.standard_normal((3, 9, 4)) * 2).astype(dtype)
    if dtype.startswith("int"):
        x = _RNG.integers(-3, 4, (3, 9, 4)).astype(dtype)
    for dim in (0, 1, -1):
        for exclusive, reverse in ((False, False), (True, False), (False, True), (True, True)):
            kw = {"dim": dim, "exclusive": exclusive, "reverse": reverse}
            _same(lambda d, t, kw=kw: anyrt.ops.cumsum(t, **kw), x)
            _same(lambda d, t, kw=kw: anyrt.ops.cumprod(t.transpose(0, 2), **kw), x)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64", "uint8", "int8", "int16"])
def test_argmax_argmin_topk_sort_and_argsort_match_the_cpu(dtype: str) -> None:
    """torch's order: ties to the lower position, NaN above every number (argmin: a NaN wins), -0 == 0."""
    if dtype.startswith("float"):
        x = np.round(_RNG.standard_normal((4, 3, 11)) * 2).astype(dtype)  # rounded: many ties
        x[0, 0, 3] = x[1, 2, 7] = np.nan
        x[2, 1, :2] = [-0.0, 0.0]
    else:
        x = _RNG.integers(0, 6, (4, 3, 11)).astype(dtype)
    for index in ("int64", "int32"):
        _same(lambda d, t, index=index: anyrt.ops.argmax(t, out=anyrt.empty((4, 3), index, device=d)), x)
        _same(lambda d, t, index=index: anyrt.ops.argmin(t, out=anyrt.empty((4, 3), index, device=d)), x)
    _same(lambda d, t: anyrt.ops.argmax(t[1, 2]), x)  # a single row: a 0-dim y
    for largest in (True, False):
        _same(lambda d, t, largest=largest: anyrt.ops.topk(t.transpose(0, 1), k=4, largest=largest), x)
    for descending in (False, True):
        _same(lambda d, t, descending=descending: anyrt.ops.sort(t, descending=descending), x)
        _same(lambda d, t, descending=descending: anyrt.ops.argsort(t[:, :, ::2], descending=descending), x)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64", "bool"])
def test_isin_nonzero_and_masked_select_match_the_cpu(dtype: str) -> None:
    x = _RNG.integers(-2, 3, (5, 7, 33)).astype(dtype)
    if dtype.startswith("float"):
        x[0, 0, :3] = [np.nan, -0.0, 0.0]  # NaN in no set and nonzero; -0 is zero
    t = np.array([1, 0, 2], dtype=dtype)
    for invert in (False, True):
        _same(lambda d, a, b, invert=invert: anyrt.ops.isin(a.transpose(0, 2), b, invert=invert), x, t)
    _same(lambda d, a: anyrt.ops.nonzero(a), x)
    # k below and above the count: elements past k left out, rows past the count filled
    _same(lambda d, a: anyrt.ops.nonzero(a[1], out=anyrt.empty((9, 2), "int64", device=d), fill_value=-7), x)
    count = int(np.count_nonzero(x[1]))
    _same(lambda d, a: anyrt.ops.nonzero(a[1], out=anyrt.empty((count + 5, 2), "int64", device=d)), x)
    mask = _RNG.integers(0, 2, (7, 1)).astype(bool)  # broadcast along the last dim
    _same(lambda d, a, m: anyrt.ops.masked_select(a[2], m), x, mask)
    _same(lambda d, a, m: anyrt.ops.masked_select(a[2], m, out=anyrt.empty((300,), dtype, device=d)), x, mask)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int32", "int64"])
def test_histc_matches_the_cpu_with_a_given_range_and_with_x_own(dtype: str) -> None:
    x = (_RNG.standard_normal((6, 50)) * 3).astype(dtype)
    if dtype.startswith("float"):
        x[0, :2] = [np.nan, 2.0]  # NaN not counted; max_val in the last bin
    _same(lambda d, t: anyrt.ops.histc(t, bins=7, min_val=-2.5, max_val=2.0), x)
    _same(lambda d, t: anyrt.ops.histc(t.T, bins=10), x)  # min_val == max_val: x's own range


@pytest.mark.parametrize("dtype", ["int32", "int64", "float32", "float64", "float16"])
def test_randint_is_the_cpu_numbers_for_the_same_seed_and_offset(dtype: str) -> None:
    spans = [(-3, 9), (0, 2**40)] if dtype in ("int64", "float64") else [(-3, 9), (5, 1000)]
    for low, high in spans:  # 2**40: 64-bit draws, two per block
        for offset in (0, 6, 2**33 + 1):
            def fill(d: anyrt.Device, low: int = low, high: int = high, offset: int = offset) -> Any:
                return anyrt.ops.randint(anyrt.empty((5, 7), dtype, device=d), seed=99, offset=offset, low=low, high=high)

            _same(fill)
    _same(lambda d: anyrt.ops.randint(anyrt.empty((8, 6), dtype, device=d).T[1:4], seed=1, offset=3, low=0, high=50))


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_swiglu_clip_silu_and_mul_and_causal_softmax_match_the_cpu(dtype: str) -> None:
    rtol, atol = TOL[dtype]
    a, b = _x(4, 6, dtype=dtype), _x(1, 6, dtype=dtype)  # b broadcasts
    _close(lambda d, ta, tb: anyrt.ops.swiglu(ta, tb), a, b, rtol=rtol, atol=atol)
    lo, hi = _x(4, 1, dtype=dtype), _x(1, 6, dtype=dtype)  # somewhere min_val > max_val: min_val wins
    _same(lambda d, t, tl, th: anyrt.ops.clip(t, tl, th), a, lo, hi)
    _close(lambda d, t: anyrt.ops.silu_and_mul(t), _x(3, 2, 10, dtype=dtype), rtol=rtol, atol=atol)
    _close(lambda d, t: anyrt.ops.silu_and_mul(t.transpose(0, 1)), _x(2, 3, 8, dtype=dtype), rtol=rtol, atol=atol)
    for s, t in ((5, 5), (3, 7)):
        _close(lambda d, x: anyrt.ops.causal_softmax(x), _x(2, s, t, dtype=dtype), rtol=rtol, atol=atol)


def _bf16(d: anyrt.Device, t: Any) -> Any:
    return anyrt.ops.cast(t, out=anyrt.empty(tuple(t.shape), "bfloat16", device=d))


def _f32(d: anyrt.Device, t: Any) -> Any:
    return anyrt.ops.cast(t, out=anyrt.empty(tuple(t.shape), "float32", device=d))


@pytest.mark.usefixtures("row_group")
def test_the_group_operators_take_bfloat16_as_the_cpu() -> None:
    """bfloat16 stored as ushort, computed in float, rounded to nearest even (anyrt_half.h): inputs made
    bf16 on each device (cast), results compared in f32."""
    x, w, dy = _x(3, 4, 20), _x(20), _x(3, 4, 20)
    ids = _RNG.integers(0, 6, 12)
    bf = (1e-2, 1e-2)
    _close(lambda d, t: _f32(d, anyrt.ops.softmax(_bf16(d, t), axis=2)), x, rtol=bf[0], atol=bf[1])
    _close(lambda d, t, tw: _f32(d, anyrt.ops.rms_norm(_bf16(d, t), _bf16(d, tw))), x, w, rtol=bf[0], atol=bf[1])
    _close(lambda d, g, t, tw: tuple(_f32(d, o) for o in anyrt.ops.rms_norm_backward(_bf16(d, g), _bf16(d, t), _bf16(d, tw))),
           dy, x, w, rtol=5e-2, atol=5e-2)
    _close(lambda d, t: _f32(d, anyrt.ops.gelu(_bf16(d, t))), x, rtol=bf[0], atol=bf[1])
    _same(lambda d, t: _f32(d, anyrt.ops.cumsum(_bf16(d, t), dim=1)), x)
    _same(lambda d, t: anyrt.ops.argmax(_bf16(d, t)), x)
    _same(lambda d, t: tuple(_f32(d, o) if o.dtype == "bfloat16" else o for o in anyrt.ops.topk(_bf16(d, t), k=3)), x)
    def emb_back(d: anyrt.Device, g: Any, i: Any) -> Any:
        out = _bf16(d, anyrt.zeros((6, 20), "float32", device=d))
        return _f32(d, anyrt.ops.embedding_backward(_bf16(d, g), i, out=out))

    _same(emb_back, dy.reshape(12, 20), ids)
    _same(lambda d: _f32(d, anyrt.ops.uniform(anyrt.empty((4, 9), "bfloat16", device=d), seed=5, offset=3)))
    _same(lambda d: _f32(d, anyrt.ops.randint(anyrt.empty((4, 9), "bfloat16", device=d), seed=5, low=-7, high=70)))


@pytest.mark.usefixtures("row_group")
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16"])
def test_add_rms_norm_matches_the_cpu_and_may_add_into_a(dtype: str) -> None:
    rtol, atol = TOL[dtype]
    a, b, w = _x(3, 4, 40, dtype=dtype), _x(3, 4, 40, dtype=dtype), _x(40, dtype=dtype)
    _close(lambda d, ta, tb, tw: anyrt.ops.add_rms_norm(ta, tb, tw, epsilon=1e-5), a, b, w, rtol=rtol, atol=atol)

    def into_a(d: anyrt.Device, ta: Any, tb: Any, tw: Any) -> Any:
        y, _ = anyrt.ops.add_rms_norm(ta, tb.transpose(0, 1).transpose(0, 1), tw, out=(None, ta), epsilon=1e-5)
        return y, ta

    _close(into_a, a, b, w, rtol=rtol, atol=atol)
