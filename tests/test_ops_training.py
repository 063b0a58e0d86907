"""The training operators through anyrt.ops on cpu: each gradient operator against central finite
differences of its forward operator (float64: L = sum(c * forward(...)) for a fixed random c, whose
gradient the backward computes from dy = c), and the same bits for any thread count (the cpu backend run
in subprocesses with ANYRT_CPU_THREADS 1 and 4 on sizes that split into many tasks)."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from collections.abc import Callable

import numpy as np
import pytest

import anyrt
from anyrt import ops


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(np.ascontiguousarray(a), device="cpu:0", copy=True)


def _numeric_grad(f: Callable[[np.ndarray], float], a: np.ndarray, h: float = 1e-6) -> np.ndarray:
    """d f / d a by central differences, element by element."""
    g = np.zeros_like(a)
    for i in np.ndindex(*a.shape):
        old = a[i]
        a[i] = old + h
        up = f(a)
        a[i] = old - h
        down = f(a)
        a[i] = old
        g[i] = (up - down) / (2 * h)
    return g


TOL = {"rtol": 1e-6, "atol": 1e-7}


@pytest.mark.parametrize("axis", [-1, 0, 1])
def test_softmax_backward_is_the_gradient_of_softmax(axis: int) -> None:
    rng = np.random.default_rng(1)
    x, c = rng.uniform(-2, 2, (3, 4, 5)), rng.uniform(-1, 1, (3, 4, 5))
    y = ops.softmax(_t(x), axis=axis)
    got = ops.softmax_backward(_t(c), y, axis=axis).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.softmax(_t(v), axis=axis).numpy())), x)
    np.testing.assert_allclose(got, want, **TOL)


@pytest.mark.parametrize("dim", [-1, 0])
def test_log_softmax_backward_is_the_gradient_of_log_softmax(dim: int) -> None:
    rng = np.random.default_rng(2)
    x, c = rng.uniform(-2, 2, (4, 6)), rng.uniform(-1, 1, (4, 6))
    y = ops.log_softmax(_t(x), dim=dim)
    got = ops.log_softmax_backward(_t(c), y, dim=dim).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.log_softmax(_t(v), dim=dim).numpy())), x)
    np.testing.assert_allclose(got, want, **TOL)


def test_layer_norm_backward_is_the_gradient_of_layer_norm() -> None:
    rng = np.random.default_rng(3)
    x, w, b = rng.uniform(-2, 2, (2, 3, 7)), rng.uniform(0.5, 1.5, 7), rng.uniform(-1, 1, 7)
    c = rng.uniform(-1, 1, x.shape)

    def loss(xv: np.ndarray, wv: np.ndarray, bv: np.ndarray) -> float:
        return float(np.sum(c * ops.layer_norm(_t(xv), _t(wv), _t(bv), eps=1e-5)[0].numpy()))

    _, z, std = ops.layer_norm(_t(x), _t(w), _t(b), eps=1e-5)
    dbias = _t(np.zeros(7))
    dx, dweight, got_db = ops.layer_norm_backward(_t(c), z, std, _t(w), out=(None, None, dbias))
    assert got_db is dbias
    np.testing.assert_allclose(dx.numpy(), _numeric_grad(lambda v: loss(v, w, b), x), **TOL)
    np.testing.assert_allclose(dweight.numpy(), _numeric_grad(lambda v: loss(x, v, b), w), **TOL)
    np.testing.assert_allclose(dbias.numpy(), _numeric_grad(lambda v: loss(x, w, v), b), **TOL)
    # dbias left out: not computed, dx and dweight the same
    dx2, dweight2, none = ops.layer_norm_backward(_t(c), z, std, _t(w))
    assert none is None
    np.testing.assert_array_equal(dx2.numpy(), dx.numpy())
    np.testing.assert_array_equal(dweight2.numpy(), dweight.numpy())


def test_rms_norm_backward_is_the_gradient_of_rms_norm() -> None:
    rng = np.random.default_rng(4)
    x, w = rng.uniform(-2, 2, (5, 6)), rng.uniform(0.5, 1.5, 6)
    c = rng.uniform(-1, 1, x.shape)

    def loss(xv: np.ndarray, wv: np.ndarray) -> float:
        return float(np.sum(c * ops.rms_norm(_t(xv), _t(wv), epsilon=1e-3).numpy()))

    dx, dw = ops.rms_norm_backward(_t(c), _t(x), _t(w), epsilon=1e-3)
    np.testing.assert_allclose(dx.numpy(), _numeric_grad(lambda v: loss(v, w), x), **TOL)
    np.testing.assert_allclose(dw.numpy(), _numeric_grad(lambda v: loss(x, v), w), **TOL)


def test_cross_entropy_backward_is_the_gradient_of_cross_entropy() -> None:
    rng = np.random.default_rng(5)
    x, c = rng.uniform(-2, 2, (2, 3, 5)), rng.uniform(-1, 1, (2, 3))
    target = np.array([[0, 4, -1], [2, 5, 1]], dtype=np.int64)  # -1 and 5 (= v): ignored tokens
    got = ops.cross_entropy_backward(_t(c), _t(x), _t(target)).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.cross_entropy(_t(v), _t(target)).numpy())), x)
    np.testing.assert_allclose(got, want, **TOL)
    assert not got[0, 2].any() and not got[1, 1].any()


def test_nll_loss_of_log_softmax_is_cross_entropy_and_its_gradient() -> None:
    rng = np.random.default_rng(6)
    x, c = rng.uniform(-2, 2, (4, 6)), rng.uniform(-1, 1, 4)
    target = np.array([5, 0, -3, 2], dtype=np.int32)
    logp = ops.log_softmax(_t(x))
    np.testing.assert_allclose(ops.nll_loss(logp, _t(target)).numpy(), ops.cross_entropy(_t(x), _t(target)).numpy(),
                               rtol=1e-12, atol=1e-12)
    got = ops.nll_loss_backward(_t(c), logp, _t(target)).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.nll_loss(_t(v), _t(target)).numpy())), logp.numpy().copy())
    np.testing.assert_allclose(got, want, **TOL)
    # chained through log_softmax's gradient, it is cross_entropy's
    chained = ops.log_softmax_backward(_t(got), logp).numpy()
    np.testing.assert_allclose(chained, ops.cross_entropy_backward(_t(c), _t(x), _t(target)).numpy(), rtol=1e-12,
                               atol=1e-12)


@pytest.mark.parametrize("id_dtype", [np.int32, np.int64])
def test_embedding_backward_accumulates_rows_by_id(id_dtype: type) -> None:
    rng = np.random.default_rng(8)
    ids = np.array([3, 1, 3, 0, 3, 2, 1], dtype=id_dtype)
    dy, old = rng.uniform(-1, 1, (7, 4)), rng.uniform(-1, 1, (5, 4))
    dweight = _t(old)
    assert ops.embedding_backward(_t(dy), _t(ids), out=dweight, padding_idx=1) is dweight
    want = old.copy()
    for i, r in enumerate(ids):
        if r != 1:  # padding_idx adds nothing
            want[r] += dy[i]
    np.testing.assert_allclose(dweight.numpy(), want, rtol=1e-12, atol=1e-12)
    # the gradient of embedding: sum(c * embedding(ids, w)) by w
    w, c = rng.uniform(-1, 1, (5, 4)), rng.uniform(-1, 1, (7, 4))
    grad = _t(np.zeros((5, 4)))
    ops.embedding_backward(_t(c), _t(ids), out=grad)
    num = _numeric_grad(lambda v: float(np.sum(c * ops.embedding(_t(ids), _t(v)).numpy())), w)
    np.testing.assert_allclose(grad.numpy(), num, **TOL)


def test_embedding_backward_refuses_an_id_out_of_range_and_writes_nothing() -> None:
    old = np.arange(12.0).reshape(3, 4)
    dweight = _t(old)
    with pytest.raises(anyrt.Error):
        ops.embedding_backward(_t(np.ones((2, 4))), _t(np.array([1, 3])), out=dweight)
        anyrt.Device("cpu:0").synchronize()
    np.testing.assert_array_equal(dweight.numpy(), old)


CONV_CASES = [  # x shape, w shape, pads, strides, dilations
    ((2, 2, 7), (3, 2, 3), [1], [2], [1]),
    ((1, 2, 5, 4), (3, 2, 2, 2), [1, 0], [2, 1], [1, 2]),
    ((1, 1, 4, 3, 3), (2, 1, 2, 2, 1), [0, 1, 1], [1, 2, 1], [2, 1, 1]),
]


@pytest.mark.parametrize("case", CONV_CASES)
def test_conv_backward_is_the_gradient_of_conv(case: tuple) -> None:
    xs, ws, pads, strides, dilations = case
    rng = np.random.default_rng(len(xs))
    x, w, b = rng.uniform(-1, 1, xs), rng.uniform(-1, 1, ws), rng.uniform(-1, 1, ws[0])
    geometry = {"pads": pads, "strides": strides, "dilations": dilations}
    y = ops.conv(_t(x), _t(w), _t(b), **geometry)
    c = rng.uniform(-1, 1, y.shape)

    def loss(xv: np.ndarray, wv: np.ndarray, bv: np.ndarray) -> float:
        return float(np.sum(c * ops.conv(_t(xv), _t(wv), _t(bv), **geometry).numpy()))

    dx = ops.conv_backward_data(_t(c), _t(w), _t(x), **geometry)
    db = _t(np.zeros(ws[0]))
    dw, got_db = ops.conv_backward_filter(_t(c), _t(x), _t(w), out=(None, db), **geometry)
    assert got_db is db and dx.shape == x.shape and dw.shape == w.shape
    np.testing.assert_allclose(dx.numpy(), _numeric_grad(lambda v: loss(v, w, b), x), **TOL)
    np.testing.assert_allclose(dw.numpy(), _numeric_grad(lambda v: loss(x, v, b), w), **TOL)
    np.testing.assert_allclose(db.numpy(), _numeric_grad(lambda v: loss(x, w, v), b), **TOL)


def test_conv_backward_refuses_a_dy_that_conv_would_not_make() -> None:
    x, w = _t(np.zeros((1, 2, 7, 6))), _t(np.zeros((3, 2, 3, 2)))
    with pytest.raises(anyrt.Error, match="dy"):  # conv of these gives [1, 3, 5, 5]
        ops.conv_backward_data(_t(np.zeros((1, 3, 5, 4))), w, x)
    with pytest.raises(anyrt.Error, match="dy"):
        ops.conv_backward_filter(_t(np.zeros((1, 3, 4, 5))), x, w)


POOL_CASES = [  # x shape, kernel_size, strides, pads
    ((2, 2, 9), [3], [2], [1]),
    ((1, 2, 7, 6), [3, 3], [2, 2], [1, 1]),  # ResNet's stem
    ((1, 2, 6, 5), [2, 3], [1, 2], [1, 0]),  # overlapping windows
    ((1, 1, 4, 5, 4), [2, 2, 3], [2, 1, 1], [1, 0, 1]),
]


@pytest.mark.parametrize("case", POOL_CASES)
def test_max_pool_backward_is_the_gradient_of_max_pool(case: tuple) -> None:
    xs, kernel, strides, pads = case
    rng = np.random.default_rng(len(xs))
    x = rng.permutation(np.prod(xs)).reshape(xs) / 7.0  # distinct values: no ties, a gradient everywhere
    geometry = {"kernel_size": kernel, "strides": strides, "pads": pads}
    y, indices = ops.max_pool(_t(x), **geometry)
    c = rng.uniform(-1, 1, y.shape)
    flat = x.reshape(*xs[:2], -1)
    np.testing.assert_array_equal(y.numpy(), np.take_along_axis(flat, indices.numpy().reshape(*xs[:2], -1), axis=2)
                                  .reshape(y.shape))
    got = ops.max_pool_backward(_t(c), indices, _t(x), **geometry).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.max_pool(_t(v), **geometry)[0].numpy())), x, h=1e-4)
    np.testing.assert_allclose(got, want, **TOL)


@pytest.mark.parametrize("case", POOL_CASES)
@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool_backward_is_the_gradient_of_avg_pool(case: tuple, count_include_pad: bool) -> None:
    xs, kernel, strides, pads = case
    rng = np.random.default_rng(len(xs))
    x = rng.uniform(-1, 1, xs)
    geometry = {"kernel_size": kernel, "strides": strides, "pads": pads, "count_include_pad": count_include_pad}
    y = ops.avg_pool(_t(x), **geometry)
    c = rng.uniform(-1, 1, y.shape)
    got = ops.avg_pool_backward(_t(c), _t(x), **geometry).numpy()
    want = _numeric_grad(lambda v: float(np.sum(c * ops.avg_pool(_t(v), **geometry).numpy())), x)
    np.testing.assert_allclose(got, want, **TOL)


def test_avg_pool_divisors_and_max_pool_nan_as_torch() -> None:
    x = np.arange(1.0, 10.0).reshape(1, 1, 3, 3)
    with_pad = ops.avg_pool(_t(x), kernel_size=[2, 2], strides=[2, 2], pads=[1, 1]).numpy()
    without = ops.avg_pool(_t(x), kernel_size=[2, 2], strides=[2, 2], pads=[1, 1], count_include_pad=False).numpy()
    assert with_pad[0, 0].tolist() == [[1 / 4, (2 + 3) / 4], [(4 + 7) / 4, (5 + 6 + 8 + 9) / 4]]
    assert without[0, 0].tolist() == [[1.0, 2.5], [5.5, 7.0]]
    x[0, 0, 1, 1] = np.nan  # a NaN wins its windows
    y, idx = ops.max_pool(_t(x), kernel_size=[2, 2], strides=[1, 1])
    assert np.isnan(y.numpy()).all() and (idx.numpy() == 4).all()


def test_pooling_refuses_a_pad_above_half_the_window() -> None:
    with pytest.raises(anyrt.Error, match="pool_out"):
        ops.max_pool(_t(np.zeros((1, 1, 5, 5))), kernel_size=[3, 3], pads=[2, 1])


def test_batch_norm_backward_is_the_gradient_of_batch_norm() -> None:
    rng = np.random.default_rng(9)
    x, w, b = rng.uniform(-2, 2, (3, 4, 5)), rng.uniform(0.5, 1.5, 4), rng.uniform(-1, 1, 4)
    c = rng.uniform(-1, 1, x.shape)

    def loss(xv: np.ndarray, wv: np.ndarray, bv: np.ndarray) -> float:
        stats = (_t(np.zeros(4)), _t(np.ones(4)))
        return float(np.sum(c * ops.batch_norm(_t(xv), _t(wv), _t(bv), out=(None, None, None, *stats))[0].numpy()))

    rm, rv = _t(np.full(4, 0.5)), _t(np.full(4, 2.0))
    _, mean, invstd, got_rm, got_rv = ops.batch_norm(_t(x), _t(w), _t(b), out=(None, None, None, rm, rv), momentum=0.25)
    assert got_rm is rm and got_rv is rv
    np.testing.assert_allclose(rm.numpy(), 0.75 * 0.5 + 0.25 * x.mean(axis=(0, 2)), rtol=1e-12)
    np.testing.assert_allclose(rv.numpy(), 0.75 * 2.0 + 0.25 * x.var(axis=(0, 2), ddof=1), rtol=1e-12)
    dweight, dbias = _t(np.zeros(4)), _t(np.zeros(4))
    dx, _, _ = ops.batch_norm_backward(_t(c), _t(x), mean, invstd, _t(w), out=(None, dweight, dbias))
    np.testing.assert_allclose(dx.numpy(), _numeric_grad(lambda v: loss(v, w, b), x), **TOL)
    np.testing.assert_allclose(dweight.numpy(), _numeric_grad(lambda v: loss(x, v, b), w), **TOL)
    np.testing.assert_allclose(dbias.numpy(), _numeric_grad(lambda v: loss(x, w, v), b), **TOL)


def test_batch_norm_backward_in_eval_is_the_gradient_of_batch_norm_inference() -> None:
    rng = np.random.default_rng(10)
    x, w, b = rng.uniform(-2, 2, (2, 3, 4)), rng.uniform(0.5, 1.5, 3), rng.uniform(-1, 1, 3)
    rm, rv, c = rng.uniform(-1, 1, 3), rng.uniform(0.5, 2, 3), rng.uniform(-1, 1, x.shape)

    def loss(xv: np.ndarray, wv: np.ndarray) -> float:
        return float(np.sum(c * ops.batch_norm_inference(_t(xv), _t(rm), _t(rv), _t(wv), _t(b)).numpy()))

    invstd = 1 / np.sqrt(rv + 1e-5)
    dweight = _t(np.zeros(3))
    dx, _, _ = ops.batch_norm_backward(_t(c), _t(x), _t(rm), _t(invstd), _t(w), out=(None, dweight, None),
                                       training=False)
    np.testing.assert_allclose(dx.numpy(), _numeric_grad(lambda v: loss(v, w), x), **TOL)
    np.testing.assert_allclose(dweight.numpy(), _numeric_grad(lambda v: loss(x, v), w), **TOL)


def _torch_adamw(p: np.ndarray, g: np.ndarray, m: np.ndarray, v: np.ndarray, step: int, lr: float, b1: float, b2: float,
                 eps: float, wd: float) -> None:
    """torch.optim.AdamW's single-tensor step (amsgrad off), in place, in float64."""
    p *= 1 - lr * wd
    m += (g - m) * (1 - b1)
    v *= b2
    v += (1 - b2) * g * g
    denom = np.sqrt(v) / math.sqrt(1 - b2**step) + eps
    p -= lr / (1 - b1**step) * m / denom


def test_adamw_step_in_place_follows_torch_over_steps() -> None:
    rng = np.random.default_rng(11)
    p0 = rng.uniform(-1, 1, (4, 5))
    param, m, v = _t(p0), _t(np.zeros((4, 5))), _t(np.zeros((4, 5)))
    want_p, want_m, want_v = p0.copy(), np.zeros((4, 5)), np.zeros((4, 5))
    hyper = {"lr": 0.0625, "beta1": 0.875, "beta2": 0.9990234375, "eps": 2.0**-20, "weight_decay": 0.25}  # exact in f32
    for step in range(1, 5):
        g = rng.uniform(-1, 1, (4, 5))
        outs = ops.adamw_step(param, _t(g), m, v, out=(param, m, v), step=step, **hyper)
        assert outs[0] is param and outs[1] is m and outs[2] is v
        _torch_adamw(want_p, g, want_m, want_v, step, *hyper.values())
    np.testing.assert_allclose(param.numpy(), want_p, rtol=1e-13, atol=1e-14)
    np.testing.assert_allclose(m.numpy(), want_m, rtol=1e-13, atol=1e-14)
    np.testing.assert_allclose(v.numpy(), want_v, rtol=1e-13, atol=1e-14)


@pytest.mark.parametrize("nesterov", [False, True])
@pytest.mark.parametrize("momentum", [0.0, 0.875])
def test_sgd_step_in_place_follows_torch_over_steps(nesterov: bool, momentum: float) -> None:
    rng = np.random.default_rng(12)
    p0, junk = rng.uniform(-1, 1, 7), rng.uniform(-1, 1, 7)
    param, buf = _t(p0), _t(junk)  # the first step never reads the buffer
    want_p, want_buf = p0.copy(), None
    lr, damp, wd = 0.125, 0.25, 0.0625
    for step in range(3):
        g = rng.uniform(-1, 1, 7)
        ops.sgd_step(param, _t(g), buf, out=(param, buf), lr=lr, momentum=momentum, dampening=damp, weight_decay=wd,
                     nesterov=nesterov, init_buffer=step == 0)
        d = g + wd * want_p  # torch.optim.SGD's loop
        if momentum != 0:
            want_buf = d.copy() if want_buf is None else momentum * want_buf + (1 - damp) * d
            d = d + momentum * want_buf if nesterov else want_buf
        want_p = want_p - lr * d
    np.testing.assert_allclose(param.numpy(), want_p, rtol=1e-13, atol=1e-14)
    np.testing.assert_allclose(buf.numpy(), junk if momentum == 0 else want_buf, rtol=1e-13, atol=1e-14)


def test_the_optimizer_steps_match_torch() -> None:
    torch = pytest.importorskip("torch", reason="torch is not installed: the torch comparison needs it")
    rng = np.random.default_rng(13)
    p0 = rng.uniform(-1, 1, (6, 3))
    for opt_cls, kwargs in ((torch.optim.AdamW, {"lr": 0.0625, "betas": (0.875, 0.9990234375), "eps": 2.0**-20,
                                                   "weight_decay": 0.25}),
                            (torch.optim.SGD, {"lr": 0.125, "momentum": 0.875, "dampening": 0.25,
                                               "weight_decay": 0.0625, "nesterov": False})):
        tp = torch.nn.Parameter(torch.tensor(p0))
        opt = opt_cls([tp], **kwargs)
        param, s1, s2 = _t(p0), _t(np.zeros((6, 3))), _t(np.zeros((6, 3)))
        for step in range(1, 4):
            g = rng.uniform(-1, 1, (6, 3))
            tp.grad = torch.tensor(g)
            opt.step()
            if opt_cls is torch.optim.AdamW:
                ops.adamw_step(param, _t(g), s1, s2, out=(param, s1, s2), step=step, lr=0.0625, beta1=0.875,
                               beta2=0.9990234375, eps=2.0**-20, weight_decay=0.25)
            else:
                ops.sgd_step(param, _t(g), s1, out=(param, s1), lr=0.125, momentum=0.875, dampening=0.25,
                             weight_decay=0.0625, init_buffer=step == 1)
        np.testing.assert_allclose(param.numpy(), tp.detach().numpy(), rtol=1e-12, atol=1e-13)


@pytest.mark.filterwarnings("ignore::anyrt.PerformanceWarning")
def test_the_fallback_without_pool_or_scratch_gives_the_cpu_backends_bits() -> None:
    """The minimal test backend (conftest.py) runs the portable kernels through the core's fallback: on the
    calling thread, without scratch, so rms_norm_backward recomputes each row's factor in its column pass
    and embedding_backward scans the tokens per row instead of sorting them; the bits are the cpu
    backend's (its pool and scratch)."""
    minimal = next((d for d in anyrt.devices() if d.backend == "minimal"), None)
    if minimal is None:
        pytest.skip("the minimal test backend is not loaded (ANYRT_NO_MINIMAL_BACKEND)")
    rng = np.random.default_rng(14)
    for dt in (np.float16, np.float32):
        x, dy, w = (rng.uniform(-2, 2, shape).astype(dt) for shape in ((70, 300), (70, 300), (300,)))
        ids = rng.integers(0, 9, 400)
        g = rng.uniform(-1, 1, (400, 300)).astype(dt)
        got = {}
        for dev in (anyrt.Device("cpu:0"), minimal):
            def on(a: np.ndarray, dev: anyrt.Device = dev) -> anyrt.Tensor:
                return anyrt.asarray(np.ascontiguousarray(a), device=dev, copy=True)
            dweight = on(np.zeros((9, 300), dt))
            ops.embedding_backward(on(g), on(ids), out=dweight)
            got[dev.backend] = [o.numpy() for o in (*ops.rms_norm_backward(on(dy), on(x), on(w)), dweight)]
        for a, b in zip(got["cpu"], got["minimal"], strict=True):
            assert a.tobytes() == b.tobytes()


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_softmax_backward_rows_along_a_strided_axis_have_the_contiguous_bits(op: str) -> None:
    rng = np.random.default_rng(15)
    dy, y = rng.uniform(-1, 1, (37, 9)).astype(np.float32), rng.uniform(-3, 0, (37, 9)).astype(np.float32)
    axis_kw = "axis" if op == "softmax_backward" else "dim"
    along_rows = getattr(ops, op)(_t(dy), _t(y), **{axis_kw: 0}).numpy()  # rows of stride 9
    contiguous = getattr(ops, op)(_t(dy.T), _t(y.T), **{axis_kw: 1}).numpy().T
    assert along_rows.tobytes() == np.ascontiguousarray(contiguous).tobytes()


# ---- the same bits for any thread count; conv's gradients the same numbers with and without the BLAS

_SCRIPT = r"""
import sys
import numpy as np
import anyrt
from anyrt import ops

def t(a):
    return anyrt.asarray(np.ascontiguousarray(a), device="cpu:0", copy=True)

rng = np.random.default_rng(7)
out = {}
for dt in (np.float32, np.float64):
    x = rng.uniform(-2, 2, (300, 600)).astype(dt)
    dy = rng.uniform(-1, 1, (300, 600)).astype(dt)
    w = rng.uniform(0.5, 1.5, 600).astype(dt)
    outs = [ops.softmax_backward(t(dy), t(x), axis=0), ops.log_softmax_backward(t(dy), t(x)),
            *ops.rms_norm_backward(t(dy), t(x), t(w))]
    _, z, std = ops.layer_norm(t(x), t(w))
    outs += ops.layer_norm_backward(t(dy), z, std, t(w), out=(None, None, t(np.zeros(600, dt))))
    ids = rng.integers(0, 7, 5000)
    dw = t(np.zeros((7, 600), dt))
    ops.embedding_backward(t(rng.uniform(-1, 1, (5000, 600)).astype(dt)), t(ids), out=dw)
    outs.append(dw)
    target = rng.integers(-1, 600, 300)
    outs += [ops.cross_entropy_backward(t(dy[:, 0]), t(x), t(target)), ops.nll_loss(t(x), t(target))]
    cx, cw = rng.uniform(-1, 1, (3, 8, 13, 11)).astype(dt), rng.uniform(-1, 1, (6, 8, 3, 3)).astype(dt)
    geometry = {"pads": [1, 1], "strides": [2, 1], "dilations": [1, 2]}
    cdy = rng.uniform(-1, 1, ops.conv(t(cx), t(cw), **geometry).shape).astype(dt)
    outs += [ops.conv_backward_data(t(cdy), t(cw), t(cx), **geometry),
             *ops.conv_backward_filter(t(cdy), t(cx), t(cw), out=(None, t(np.zeros(6, dt))), **geometry)]
    px = rng.uniform(-1, 1, (4, 5, 17, 15)).astype(dt)
    pool = {"kernel_size": [3, 3], "strides": [2, 1], "pads": [1, 1]}
    py, pidx = ops.max_pool(t(px), **pool)
    pdy = rng.uniform(-1, 1, py.shape).astype(dt)
    outs += [py, pidx, ops.max_pool_backward(t(pdy), pidx, t(px), **pool), ops.avg_pool(t(px), **pool),
             ops.avg_pool_backward(t(pdy), t(px), **pool)]
    bx = rng.uniform(-1, 1, (6, 40, 700)).astype(dt)
    bdy = rng.uniform(-1, 1, bx.shape).astype(dt)
    brm, brv = t(np.zeros(40, dt)), t(np.ones(40, dt))
    _, bmean, binv, _, _ = ops.batch_norm(t(bx), out=(None, None, None, brm, brv))
    bdw = t(np.zeros(40, dt))
    outs += [bmean, binv, brm, brv, ops.batch_norm_backward(t(bdy), t(bx), bmean, binv, out=(None, bdw, None))[0], bdw]
    for i, o in enumerate(outs):
        out[f"{np.dtype(dt).name}_{i}"] = o.numpy()
np.savez(sys.argv[1], **out)
"""


def _run(tmp_path, threads: int, blas: str | None = None) -> dict[str, np.ndarray]:  # noqa: ANN001
    env = dict(os.environ, ANYRT_CPU_THREADS=str(threads))
    if blas is not None:
        env["ANYRT_BLAS_LIBRARY"] = blas
    path = tmp_path / f"t{threads}-{blas}.npz"
    subprocess.run([sys.executable, "-c", _SCRIPT, str(path)], env=env, capture_output=True, text=True, check=True)
    with np.load(path) as f:
        return {k: f[k] for k in f.files}


def test_the_gradients_have_the_same_bits_for_any_thread_count(tmp_path) -> None:  # noqa: ANN001
    for blas in (None, "none"):  # conv's gradients: the BLAS path, then the direct loops
        one, four = _run(tmp_path, 1, blas), _run(tmp_path, 4, blas)
        assert len(one) == 2 * 24 and one.keys() == four.keys()
        for k in one:
            assert one[k].tobytes() == four[k].tobytes(), f"{k} (blas {blas}) differs between 1 and 4 threads"
        if blas is None:
            with_blas = one
    for k, v in one.items():  # the direct loops and the BLAS path: the same numbers, not the same bits
        np.testing.assert_allclose(v, with_blas[k], rtol=1e-4 if k.startswith("float32") else 1e-10, atol=1e-4)
