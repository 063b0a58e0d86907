"""ATen operators served by anyrt's operator families on the "anyrt" device (spec/compat/torch.yaml):
dtype conversion through `cast`, the elementwise families (unary, binary, comparisons, where,
lerp, addcmul/addcdiv, activation backwards) and the reductions, each against torch's CPU kernel,
each run with the CPU fallback off, so an operator that falls back fails. Run by `nox -s torch`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (nox -s torch installs torch==2.13.0+cpu)")
from fallback_off import no_fallback  # noqa: E402

import anyrt.torch as at  # noqa: E402

FLOATS = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
TOL = {torch.float32: (1e-5, 1e-5), torch.float64: (1e-12, 1e-12), torch.float16: (2e-3, 2e-3),
       torch.bfloat16: (2e-2, 2e-2)}


def to_dev(a: Any) -> Any:
    return a.to("anyrt") if isinstance(a, torch.Tensor) else a


def native(fn: Callable[..., Any], *args: Any) -> Any:
    """fn on the anyrt copies of args with the CPU fallback off; the result(s) on the host."""
    dev = [to_dev(a) for a in args]
    with no_fallback():
        out = fn(*dev)
    if isinstance(out, torch.Tensor):
        assert out.device.type == "anyrt"
        return out.cpu()
    return out


def close(got: torch.Tensor, want: torch.Tensor, scale: float = 1.0) -> None:
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    atol, rtol = TOL.get(want.dtype, (0, 0))
    torch.testing.assert_close(got, want, atol=atol * scale, rtol=rtol * scale, equal_nan=True)


def data(*shape: int, dtype: torch.dtype = torch.float32, lo: float = -3, hi: float = 3, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed + sum(shape) * 7 + len(shape))
    x = torch.rand(*shape, generator=g, dtype=torch.float64) * (hi - lo) + lo
    if dtype == torch.bool:
        return x > (lo + hi) / 2
    return x.to(dtype) if dtype.is_floating_point else x.round().to(dtype)


def out_form(fn: Callable[..., torch.Tensor], dtype: torch.dtype) -> Callable[..., torch.Tensor]:
    def run(*args: torch.Tensor) -> torch.Tensor:
        out = torch.empty(0, dtype=dtype, device="anyrt")
        fn(*args, out=out)
        return out
    return run


# ---- dtype conversion through `cast` --------------------------------------------------------
CAST = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32, torch.int16,
        torch.int8, torch.uint8, torch.bool]


@pytest.mark.parametrize("src", CAST, ids=str)
def test_conversion_between_every_dtype_pair(src: torch.dtype) -> None:
    x = data(6, 5, dtype=src, lo=0 if src == torch.uint8 else -100, hi=100)
    if src.is_floating_point:
        x[0, 0], x[1, 1] = 0.5, -2.75
    for dst in CAST:
        want = x.to(dst)
        close(native(lambda t, d=dst: t.to(d), x), want)
        close(native(lambda t, d=dst: t.t().to(d), x), want.t())  # strided source
        close(native(lambda t, d=dst: torch.empty(5, 6, dtype=d, device="anyrt").t().copy_(t), x), want)  # strided dest
        close(native(lambda t, d=dst: t[:, ::2].contiguous().to(d), x), want[:, ::2])
        # between the host and the device, converted on the device
        close(x.to("anyrt", dst).cpu(), want)
        close(x.to("anyrt").to("cpu", dst), want)


def test_clone_contiguous_and_float_to_int_rules() -> None:
    x = data(4, 7)
    close(native(lambda t: t.t().contiguous(), x), x.t().contiguous())
    close(native(lambda t: t[:, 1::3].clone(), x), x[:, 1::3].clone())
    close(native(lambda t: t.expand(3, 4, 7).contiguous(), x), x.expand(3, 4, 7).contiguous())
    f = torch.tensor([2.9, -2.9, 0.0, -0.4, 127.0, 1e3])
    close(native(lambda t: t.to(torch.int32), f), f.to(torch.int32))  # truncation toward zero
    close(native(lambda t: t.to(torch.bool), f), f.to(torch.bool))


# ---- concatenation through cast ----------------------------------------------------------------
def test_cat_and_stack() -> None:
    a, b, c = data(2, 3, 4), data(2, 5, 4, seed=1), data(2, 1, 4, dtype=torch.float16, seed=2)
    close(native(lambda x, y: torch.cat([x, y], 1), a, b), torch.cat([a, b], 1))
    close(native(lambda x, y, z: torch.cat((x, y, z), -2), a, b, c), torch.cat((a, b, c), -2))  # promoted: float32
    close(native(lambda x, y: torch.cat([x.transpose(0, 2), y.transpose(0, 2)], 0), a, b[:, :3]),
          torch.cat([a.transpose(0, 2), b[:, :3].transpose(0, 2)], 0))  # strided
    q = data(2, 10, 4, 16, seed=4).transpose(1, 2)  # rotate_half's halves: slices of a transposed view
    close(native(lambda x: torch.cat((-x[..., 8:], x[..., :8]), -1), q), torch.cat((-q[..., 8:], q[..., :8]), -1))
    i = data(2, 3, 4, dtype=torch.int64, seed=3)
    close(native(lambda x, y: torch.cat([x, y], 0), i, a), torch.cat([i, a], 0))
    close(native(lambda x, y: torch.cat([x, torch.empty(0, device="anyrt"), y], 2), a, a), torch.cat([a, a], 2))
    close(native(lambda x, y: torch.stack([x, y], 1), a, a * 2), torch.stack([a, a * 2], 1))
    close(native(lambda x, y: torch.cat([x, y], 0, out=torch.empty(0, dtype=torch.float64, device="anyrt")), a, a),
          torch.cat([a, a], 0).double())
    with pytest.raises(RuntimeError):  # shapes that do not fit: torch's error, through the fallback
        torch.cat([a.to("anyrt"), b.to("anyrt")], 0)


# ---- unary --------------------------------------------------------------------------------
UNARY: dict[str, tuple[float, float]] = {
    "abs": (-3, 3), "neg": (-3, 3), "sign": (-3, 3), "floor": (-3, 3), "ceil": (-3, 3), "round": (-3, 3),
    "trunc": (-3, 3), "exp": (-3, 3), "log": (0.1, 4), "log1p": (-0.9, 4), "expm1": (-3, 3), "sqrt": (0, 4),
    "rsqrt": (0.1, 4), "sin": (-3, 3), "cos": (-3, 3), "tan": (-1.2, 1.2), "tanh": (-3, 3), "erf": (-3, 3),
    "reciprocal": (0.5, 4),
    # mapped onto operators anyrt had (issue 45)
    "asin": (-0.9, 0.9), "acos": (-0.9, 0.9), "atan": (-3, 3), "sinh": (-3, 3), "cosh": (-3, 3), "asinh": (-3, 3),
    "acosh": (1, 4), "atanh": (-0.9, 0.9), "exp2": (-3, 3), "log2": (0.1, 4), "log10": (0.1, 4), "erfc": (-3, 3),
}


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
@pytest.mark.parametrize("name", list(UNARY))
def test_unary_forms(name: str, dtype: torch.dtype) -> None:
    lo, hi = UNARY[name]
    x = data(5, 6, dtype=dtype, lo=lo, hi=hi)
    if name in ("round", "floor", "ceil", "trunc"):
        x[0, :4] = torch.tensor([0.5, 1.5, -2.5, -0.5], dtype=dtype)  # halves: to even
    fn = getattr(torch, name)
    scale = 4.0  # each backend's libm against torch's vectorized one
    close(native(fn, x), fn(x), scale)
    close(native(lambda t: fn(t.t()), x), fn(x.t()), scale)
    close(native(lambda t: getattr(t.clone(), name + "_")(), x), fn(x), scale)
    close(native(out_form(fn, dtype), x), fn(x), scale)


@pytest.mark.parametrize("dtype", [torch.int32, torch.int64, torch.int8, torch.uint8], ids=str)
def test_unary_on_integers(dtype: torch.dtype) -> None:
    x = data(4, 5, dtype=dtype, lo=0 if dtype == torch.uint8 else -9, hi=9)
    for fn in (torch.abs, torch.neg, torch.sign, torch.bitwise_not, torch.logical_not):
        if dtype == torch.uint8 and fn in (torch.neg, torch.abs):
            continue
        close(native(fn, x), fn(x))
    for fn in (torch.exp, torch.sqrt, torch.sin):  # integers become the default float dtype
        close(native(fn, x.abs()), fn(x.abs()), 4.0)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64, torch.bool], ids=str)
def test_logical_not_and_isnan(dtype: torch.dtype) -> None:
    x = data(4, 5, dtype=dtype)
    close(native(torch.logical_not, x), torch.logical_not(x))
    close(native(lambda t: t.clone().logical_not_(), x), x.clone().logical_not_())  # bool result in self's dtype
    close(native(out_form(torch.logical_not, torch.bool), x), torch.logical_not(x))
    if dtype.is_floating_point:
        x[1, 2], x[3, 0] = float("nan"), float("inf")
        close(native(torch.isnan, x), torch.isnan(x))


# ---- binary ---------------------------------------------------------------------------------
BINARY: dict[str, list[torch.dtype]] = {
    "div": FLOATS, "floor_divide": [*FLOATS, torch.int32, torch.int64], "remainder": [*FLOATS, torch.int64],
    "pow": FLOATS, "maximum": [*FLOATS, torch.int32], "minimum": [*FLOATS, torch.int64], "atan2": FLOATS,
    "bitwise_and": [torch.int32, torch.uint8, torch.bool], "bitwise_or": [torch.int64, torch.int8, torch.bool],
    "bitwise_xor": [torch.int16, torch.bool],
    "logical_and": [torch.float32, torch.int32, torch.bool], "logical_or": [torch.float16, torch.bool],
    "logical_xor": [torch.int64, torch.bool],
    # mapped onto operators anyrt had (issue 45)
    "fmod": FLOATS, "fmax": FLOATS, "fmin": FLOATS, "hypot": FLOATS, "copysign": FLOATS, "logaddexp": FLOATS,
}
CASES = [(name, dtype) for name, dtypes in BINARY.items() for dtype in dtypes]


@pytest.mark.parametrize(("name", "dtype"), CASES, ids=[f"{n}-{d}" for n, d in CASES])
def test_binary_forms(name: str, dtype: torch.dtype) -> None:
    fn = getattr(torch, name)
    pos = name in ("pow", "floor_divide", "remainder")
    a = data(4, 5, dtype=dtype, lo=0.1 if name == "pow" else -9, hi=9)
    b = data(4, 5, dtype=dtype, lo=1 if pos else -9, hi=3 if name == "pow" else 9, seed=1)
    row = data(5, dtype=dtype, lo=1 if pos else -9, hi=3 if name == "pow" else 9, seed=2)
    if name in ("floor_divide", "remainder") and dtype.is_floating_point:
        b = b * torch.where(data(4, 5, dtype=torch.bool, seed=3), 1, -1).to(dtype)  # both signs of divisor
    want = fn(a, b)
    scale = 4.0
    close(native(fn, a, b), want, scale)
    close(native(fn, a, row), fn(a, row), scale)  # broadcast
    close(native(lambda x, y: fn(x.t(), y.t()), a, b), fn(a.t(), b.t()), scale)  # strided
    if hasattr(torch.Tensor, name + "_"):
        close(native(lambda x, y: getattr(x.clone(), name + "_")(y), a, b), getattr(a.clone(), name + "_")(b), scale)
    close(native(out_form(fn, want.dtype), a, b), want, scale)
    close(native(lambda x, y: fn(x[:, 1:4], y[:, ::2], out=torch.empty(4, 3, dtype=want.dtype, device="anyrt")), a, b),
          fn(a[:, 1:4], b[:, ::2]), scale)  # out= from slices (overlap too hard to tell: through a temporary)


@pytest.mark.parametrize("name", ["eq", "ne", "lt", "le", "gt", "ge"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int64, torch.uint8, torch.bool], ids=str)
def test_comparisons(name: str, dtype: torch.dtype) -> None:
    fn = getattr(torch, name)
    a, b = data(4, 5, dtype=dtype, lo=0, hi=4), data(4, 5, dtype=dtype, lo=0, hi=4, seed=1)
    close(native(fn, a, b), fn(a, b))
    close(native(fn, a, b[1]), fn(a, b[1]))
    close(native(lambda x: fn(x, 2), a), fn(a, 2))  # .Scalar
    close(native(lambda x, y: getattr(x.clone(), name + "_")(y), a, b), getattr(a.clone(), name + "_")(b))
    close(native(lambda x: getattr(x.clone(), name + "_")(1), a), getattr(a.clone(), name + "_")(1))
    close(native(out_form(fn, torch.bool), a, b), fn(a, b))
    if dtype != torch.bool:
        close(native(fn, a, b.to(torch.float64)), fn(a, b.to(torch.float64)))  # promoted on the device


def test_type_promotion_casts_on_the_device() -> None:
    f32, f64, f16 = data(3, 4), data(3, 4, dtype=torch.float64, seed=1), data(3, 4, dtype=torch.float16, seed=2)
    i32, i64 = data(3, 4, dtype=torch.int32, lo=1, hi=9), data(4, dtype=torch.int64, lo=1, hi=9, seed=3)
    for fn in (torch.add, torch.sub, torch.mul, torch.div, torch.maximum, torch.eq):
        for x, y in ((f32, f64), (f16, f32), (i32, f32), (i32, i64), (f16, i64), (i32, f16)):
            close(native(fn, x, y), fn(x, y), 4.0)
    close(native(lambda x: x * 2.5, i32), i32 * 2.5)  # an int tensor times a Python float: float32
    close(native(lambda x: x / 2, i64), i64 / 2)  # true division of integers
    close(native(lambda x: x + 1, f16), f16 + 1)
    close(native(lambda x, y: x.add_(y), f64.clone(), f32), f64 + f32)  # in place: cast into self's dtype
    close(native(lambda x, y: x.mul_(y), f32.clone(), f64), (f32 * f64).float())
    close(native(out_form(torch.add, torch.float64), f32, f16), (f32 + f16).double())  # out= of a wider dtype
    close(native(lambda x: x.pow(2), f32), f32.pow(2), 4.0)  # pow.Tensor_Scalar
    close(native(lambda x: x.clone().pow_(0.5), f32.abs()), f32.abs().pow(0.5), 4.0)


# ---- where, masked_fill, lerp, addcmul, addcdiv -------------------------------------------------
@pytest.mark.parametrize("dtype", [*FLOATS, torch.int64, torch.bool], ids=str)
def test_where_and_masked_fill(dtype: torch.dtype) -> None:
    c, a, b = data(4, 5, dtype=torch.bool), data(4, 5, dtype=dtype, seed=1), data(5, dtype=dtype, seed=2)
    close(native(torch.where, c, a, b), torch.where(c, a, b))
    close(native(lambda x, y, z: torch.where(x, y, z.to(torch.float64)), c, a, b), torch.where(c, a, b.double()))
    close(native(out_form(torch.where, dtype), c, a, b), torch.where(c, a, b))
    row = c[0]
    value = True if dtype == torch.bool else -7
    close(native(lambda x, m: x.masked_fill(m, value), a, row), a.masked_fill(row, value))
    close(native(lambda x, m: x.clone().masked_fill_(m, value), a, c), a.masked_fill(c, value))
    v = torch.tensor(value, dtype=dtype)
    close(native(lambda x, m, w: x.masked_fill(m, w), a, c, v), a.masked_fill(c, v))  # a 0-dim tensor on the device
    close(native(lambda x, m: x.masked_fill(m, v), a, c), a.masked_fill(c, v))  # ... or on the host
    if dtype.is_floating_point:
        close(native(lambda x, m: x.masked_fill(m, float("-inf")), a, c), a.masked_fill(c, float("-inf")))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_lerp_addcmul_addcdiv(dtype: torch.dtype) -> None:
    s, e, w = data(4, 5, dtype=dtype), data(4, 5, dtype=dtype, seed=1), data(5, dtype=dtype, lo=0, hi=1, seed=2)
    t2 = data(4, 5, dtype=dtype, lo=0.5, hi=2, seed=3)
    close(native(torch.lerp, s, e, w), torch.lerp(s, e, w), 2.0)
    close(native(lambda x, y: torch.lerp(x, y, 0.3), s, e), torch.lerp(s, e, 0.3), 2.0)
    close(native(lambda x, y: x.clone().lerp_(y, 0.75), s, e), s.lerp(e, 0.75), 2.0)
    close(native(lambda x, y, z: x.clone().lerp_(y, z), s, e, w), s.lerp(e, w), 2.0)
    close(native(out_form(torch.lerp, dtype), s, e, w), torch.lerp(s, e, w), 2.0)
    for fn in (torch.addcmul, torch.addcdiv):
        close(native(lambda x, y, z, f=fn: f(x, y, z, value=0.5), s, e, t2), fn(s, e, t2, value=0.5), 2.0)
        close(native(lambda x, y, z, f=fn: getattr(x.clone(), f.__name__ + "_")(y, z, value=-2), s, e, t2),
              fn(s, e, t2, value=-2), 2.0)
        close(native(lambda x, y, z, f=fn: f(x, y, z[0]), s, e, t2), fn(s, e, t2[0]), 2.0)
        close(native(out_form(fn, dtype), s, e, t2), fn(s, e, t2), 2.0)


# ---- activation backwards ---------------------------------------------------------------------
@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_activation_backwards(dtype: torch.dtype) -> None:
    g, x = data(4, 6, dtype=dtype), data(4, 6, dtype=dtype, seed=1)
    aten = torch.ops.aten
    y_sig, y_tanh = torch.sigmoid(x), torch.tanh(x)
    cases: list[tuple[Callable[..., torch.Tensor], tuple[torch.Tensor, ...]]] = [
        (lambda a, b: aten.threshold_backward(a, b, 0), (g, x)),
        (aten.sigmoid_backward, (g, y_sig)),
        (aten.tanh_backward, (g, y_tanh)),
        (aten.silu_backward, (g, x)),
        (lambda a, b: aten.gelu_backward(a, b, approximate="none"), (g, x)),
    ]
    for fn, args in cases:
        close(native(fn, *args), fn(*args), 4.0)
    out = native(lambda a, b: aten.sigmoid_backward.grad_input(a, b, grad_input=torch.empty(0, dtype=dtype, device="anyrt")),
                 g, y_sig)
    close(out, aten.sigmoid_backward(g, y_sig), 4.0)


def test_backward_through_autograd_runs_natively() -> None:
    x = data(5, 7)
    for act in (torch.relu, torch.sigmoid, torch.tanh, torch.nn.functional.silu, torch.nn.functional.gelu):
        ref = x.clone().requires_grad_()
        act(ref).sum().backward()
        dev = x.to("anyrt").requires_grad_()
        with no_fallback():
            act(dev).sum().backward()
        assert dev.grad is not None and ref.grad is not None
        close(dev.grad.cpu(), ref.grad, 4.0)


def test_logsigmoid_backward_through_the_fallback_reads_the_device_buffer() -> None:
    # log_sigmoid_forward runs on the device; torch's CPU log_sigmoid_backward (the fallback) reads
    # its buffer, exp(-|x|): an empty or wrong buffer would give a wrong gradient
    x = data(4, 5, lo=-6, hi=6)
    ref = x.clone().requires_grad_()
    torch.nn.functional.logsigmoid(ref).sum().backward()
    dev = x.to("anyrt").requires_grad_()
    torch.nn.functional.logsigmoid(dev).sum().backward()
    assert dev.grad is not None and ref.grad is not None
    close(dev.grad.cpu(), ref.grad)


def test_vector_norm_orders_run_natively() -> None:
    x = data(3, 4)
    dx = x.to("anyrt")
    with no_fallback():
        got = [torch.linalg.vector_norm(dx, o, dim=d).cpu() for o in (3, 1, 0, float("inf"), -float("inf"), -1.5)
               for d in (None, 1)]
        dist = torch.dist(dx, dx.flip(0), 4).cpu()
    want = [torch.linalg.vector_norm(x, o, dim=d) for o in (3, 1, 0, float("inf"), -float("inf"), -1.5) for d in (None, 1)]
    for g, w in zip(got, want, strict=True):
        close(g, w)
    close(dist, torch.dist(x, x.flip(0), 4))


def test_forms_the_operators_do_not_serve_fall_back() -> None:
    g, x = data(3, 4), data(3, 4, seed=1)
    at.reset_fallback_ops()
    close(torch.ops.aten.threshold_backward(g.to("anyrt"), x.to("anyrt"), 0.5).cpu(),
          torch.ops.aten.threshold_backward(g, x, 0.5))
    assert "aten::threshold_backward" in at.fallback_ops()
    with pytest.raises(IndexError):  # no maximum of nothing: torch's error, through the fallback
        torch.amax(torch.empty(0, 3, device="anyrt"), 0)


# ---- reductions ---------------------------------------------------------------------------------
DIMS: list[Any] = [None, 0, 1, -1, (0, 2), (1, 2), (0, 1, 2)]


@pytest.mark.parametrize("keepdim", [False, True])
@pytest.mark.parametrize("dim", DIMS, ids=str)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.float64, torch.int32, torch.bool], ids=str)
def test_sum_mean_amax_amin(dtype: torch.dtype, dim: Any, keepdim: bool) -> None:
    x = data(3, 4, 5, dtype=dtype)
    kw: dict[str, Any] = {"keepdim": keepdim} if dim is not None else {}
    args = (dim,) if dim is not None else ()
    scale = 10.0
    close(native(lambda t: torch.sum(t, *args, **kw), x), torch.sum(x, *args, **kw), scale)  # ints and bool: int64
    close(native(lambda t: t.transpose(0, 2).sum(*args, **kw), x), x.transpose(0, 2).sum(*args, **kw), scale)
    if dtype.is_floating_point:
        close(native(lambda t: torch.mean(t, *args, **kw), x), torch.mean(x, *args, **kw), scale)
        close(native(lambda t: torch.sum(t, *args, dtype=torch.float64, **kw), x),
              torch.sum(x, *args, dtype=torch.float64, **kw), scale)
    if dtype != torch.bool:
        for fn in (torch.amax, torch.amin):
            amax_args = (dim if dim is not None else (),)
            close(native(lambda t, f=fn, a=amax_args: f(t, *a, keepdim=keepdim), x), fn(x, *amax_args, keepdim=keepdim))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64, torch.int32], ids=str)
def test_prod_count_nonzero_norm(dtype: torch.dtype) -> None:
    x = data(3, 4, 5, dtype=dtype, lo=0.5 if dtype.is_floating_point else -2, hi=1.5 if dtype.is_floating_point else 2)
    for dim in (0, 1, -1):
        for keepdim in (False, True):
            close(native(lambda t, d=dim, k=keepdim: torch.prod(t, d, keepdim=k), x), torch.prod(x, dim, keepdim=keepdim), 10)
    close(native(lambda t: torch.prod(t, 1, dtype=torch.float64), x), torch.prod(x, 1, dtype=torch.float64), 10)
    for dims in (None, 1, (0, 2)):
        kwd: dict[str, Any] = {"dim": dims} if dims is not None else {}
        close(native(lambda t, k=kwd: torch.count_nonzero(t, **k), x), torch.count_nonzero(x, **kwd))
    if dtype.is_floating_point:
        for dims in (None, 1, (0, 2)):
            for keepdim in (False, True):
                close(native(lambda t, d=dims, k=keepdim: torch.linalg.vector_norm(t, dim=d, keepdim=k), x),
                      torch.linalg.vector_norm(x, dim=dims, keepdim=keepdim), 10)
        close(native(lambda t: torch.norm(t, dim=1), x), torch.norm(x, dim=1), 10)
        close(native(lambda t: torch.ops.aten.norm.ScalarOpt_dim(t, 2, [0, 2], True), x),
              torch.ops.aten.norm.ScalarOpt_dim(x, 2, [0, 2], True), 10)


@pytest.mark.parametrize("dtype", [torch.bool, torch.float32, torch.int64, torch.uint8], ids=str)
def test_any_all(dtype: torch.dtype) -> None:
    x = data(3, 4, 5, dtype=dtype, lo=0, hi=1.4)  # mostly zeros, some ones
    for fn in (torch.any, torch.all):
        close(native(fn, x), fn(x))  # uint8 in, uint8 out (torch's rule)
        close(native(lambda t, f=fn: f(t, 1), x), fn(x, 1))
        close(native(lambda t, f=fn: f(t, -1, keepdim=True), x), fn(x, -1, keepdim=True))
        close(native(lambda t, f=fn: f(t, (0, 2)), x), fn(x, (0, 2)))
        out_dtype = torch.uint8 if dtype == torch.uint8 else torch.bool
        close(native(lambda t, f=fn, o=out_dtype: f(t, 1, out=torch.empty(0, dtype=o, device="anyrt")), x), fn(x, 1))


def test_reduction_out_forms_and_edge_shapes() -> None:
    x = data(4, 6)
    close(native(lambda t: torch.sum(t, 1, out=torch.empty(0, device="anyrt")), x), torch.sum(x, 1))
    close(native(lambda t: torch.mean(t, (0, 1), keepdim=True, out=torch.empty(0, device="anyrt")), x),
          torch.mean(x, (0, 1), keepdim=True))
    close(native(lambda t: torch.amax(t, 0, out=torch.empty(0, device="anyrt")), x), torch.amax(x, 0))
    close(native(lambda t: torch.sum(t, 0, out=torch.empty(0, dtype=torch.float64, device="anyrt")), x),
          torch.sum(x, 0, dtype=torch.float64))
    s = torch.tensor(2.5)
    close(native(torch.sum, s), torch.sum(s))  # 0-dim
    close(native(lambda t: torch.amax(t, 0), s), torch.amax(s, 0))
    e = torch.empty(0, 3)
    close(native(lambda t: torch.sum(t, 0), e), torch.sum(e, 0))  # nothing to add: 0
    close(native(lambda t: t[:, ::2].sum(1), data(5, 8)), data(5, 8)[:, ::2].sum(1), 10)


# ---- creation, arg reductions, ordering, scans, indexing, histc, triangles ------------------
# (the operators work along the last dim; another dim goes through a moved view)
def pair(got: Any, want: Any) -> None:
    """A (values, indices) result on the device against torch's."""
    close(got[0].cpu(), want[0])
    close(got[1].cpu(), want[1])


def distinct(*shape: int, dtype: torch.dtype = torch.float32, seed: int = 0) -> torch.Tensor:
    """No two elements equal (ties order differently between sorts torch allows)."""
    g = torch.Generator().manual_seed(seed)
    return (torch.randperm(int(torch.tensor(shape).prod()), generator=g).reshape(shape) - 20).to(dtype)


@pytest.mark.parametrize("dtype", [torch.int64, torch.float32, torch.float64, torch.int32], ids=str)
def test_arange_start_out(dtype: torch.dtype) -> None:
    def dev(*args: float) -> torch.Tensor:
        return native(lambda: torch.arange(*args, dtype=dtype, device="anyrt"))

    close(dev(3, 17), torch.arange(3, 17, dtype=dtype))
    close(dev(10, -7, -3), torch.arange(10, -7, -3, dtype=dtype))
    close(dev(5, 5), torch.arange(5, 5, dtype=dtype))  # empty
    if dtype.is_floating_point:
        close(dev(-1.5, 2.25, 0.25), torch.arange(-1.5, 2.25, 0.25, dtype=dtype))
    out = torch.empty(4, dtype=dtype, device="anyrt")[::2]  # a strided out of the right length
    close(native(lambda o: torch.arange(2, 6, 2, dtype=dtype, out=o), out), torch.arange(2, 6, 2, dtype=dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.float16, torch.int64], ids=str)
def test_linspace_out(dtype: torch.dtype) -> None:
    def dev(*args: float) -> torch.Tensor:
        return native(lambda: torch.linspace(*args, dtype=dtype, device="anyrt"))

    close(dev(-1.5, 2.25, 7), torch.linspace(-1.5, 2.25, 7, dtype=dtype))
    close(dev(10, -7, 5), torch.linspace(10, -7, 5, dtype=dtype))
    close(dev(3, 9, 1), torch.linspace(3, 9, 1, dtype=dtype))  # one value: start
    close(dev(3, 9, 0), torch.linspace(3, 9, 0, dtype=dtype))  # empty
    got = dev(-3, 0.3125, 999)  # (f32 values: the operator's attributes)
    close(got, torch.linspace(-3, 0.3125, 999, dtype=dtype))
    assert got[-1] == torch.tensor(0.3125).to(dtype)  # torch's symmetric form: the last value is end
    out = torch.empty(8, dtype=dtype, device="anyrt")[::2]  # a strided out of the right length
    close(native(lambda o: torch.linspace(0, 3, 4, dtype=dtype, out=o), out), torch.linspace(0, 3, 4, dtype=dtype))
    with pytest.raises(RuntimeError, match="non-negative"):
        native(lambda: torch.linspace(0, 1, -1, device="anyrt"))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int32, torch.bfloat16], ids=str)
def test_argmax_argmin_and_max_min_dim(dtype: torch.dtype) -> None:
    x = distinct(3, 5, 4, dtype=dtype)
    for fn in (torch.argmax, torch.argmin):
        close(native(lambda t, f=fn: f(t, -1), x), fn(x, -1))
        close(native(lambda t, f=fn: f(t, 1), x), fn(x, 1))  # a middle dim: a moved view
        close(native(lambda t, f=fn: f(t, 0, keepdim=True), x), fn(x, 0, keepdim=True))
        close(native(fn, x), fn(x))  # over everything: 0-dim
        close(native(lambda t, f=fn: f(t, keepdim=True), x), fn(x, keepdim=True))
        close(native(lambda t, f=fn: f(t, 1, out=torch.empty(0, dtype=torch.int64, device="anyrt")), x), fn(x, 1))
    for fn in (torch.max, torch.min):
        pair(native(lambda t, f=fn: tuple(f(t, 1)), x), fn(x, 1))
        pair(native(lambda t, f=fn: tuple(f(t, -1, keepdim=True)), x), fn(x, -1, keepdim=True))
    ties = torch.tensor([[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0]], dtype=dtype)
    close(native(lambda t: torch.argmax(t, -1), ties), torch.argmax(ties, -1))  # the first of equal ones
    close(native(lambda t: torch.argmin(t, 0), ties), torch.argmin(ties, 0))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64], ids=str)
def test_topk_and_sort(dtype: torch.dtype) -> None:
    x = distinct(4, 6, 5, dtype=dtype, seed=1)
    pair(native(lambda t: tuple(torch.topk(t, 3)), x), torch.topk(x, 3))
    pair(native(lambda t: tuple(torch.topk(t, 2, dim=1, largest=False)), x), torch.topk(x, 2, dim=1, largest=False))
    pair(native(lambda t: tuple(torch.topk(t, 4, dim=0)), x), torch.topk(x, 4, dim=0))
    pair(native(lambda t: tuple(torch.sort(t)), x), torch.sort(x))
    pair(native(lambda t: tuple(torch.sort(t, dim=1, descending=True)), x), torch.sort(x, dim=1, descending=True))
    close(native(lambda t: torch.argsort(t, dim=0), x), torch.argsort(x, dim=0))
    ties = torch.tensor([[2, 1, 2, 0, 1, 2]], dtype=dtype)  # stable: equal values keep their order
    pair(native(lambda t: tuple(torch.sort(t, stable=True)), ties), torch.sort(ties, stable=True))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int32, torch.int64, torch.bool], ids=str)
def test_cumsum_cumprod(dtype: torch.dtype) -> None:
    x = data(3, 4, 5, dtype=dtype, lo=-2, hi=2)
    close(native(lambda t: torch.cumsum(t, -1), x), torch.cumsum(x, -1))  # integers and bool: int64
    close(native(lambda t: torch.cumsum(t, 1), x), torch.cumsum(x, 1))
    close(native(lambda t: torch.cumprod(t, 0), x), torch.cumprod(x, 0))
    close(native(lambda t: torch.cumsum(t, 2, dtype=torch.float64), x), torch.cumsum(x, 2, dtype=torch.float64))
    want = torch.cumsum(x, 1, dtype=torch.float64)
    close(native(lambda t: torch.cumsum(t, 1, out=torch.empty(0, dtype=torch.float64, device="anyrt")), x), want)


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.float16], ids=str)
def test_gather_index_select_scatter_add_index_add(dtype: torch.dtype) -> None:
    x = data(3, 5, 4, dtype=dtype)
    g = torch.Generator().manual_seed(3)
    idx = torch.randint(0, 4, (3, 2, 4), generator=g)
    close(native(lambda t, i: torch.gather(t, 1, i), x, idx), torch.gather(x, 1, idx))
    close(native(lambda t, i: torch.gather(t, -1, i), x, idx), torch.gather(x, -1, idx))  # x's dim 1 cut to 2
    sel = torch.tensor([4, 0, 0, 2])
    close(native(lambda t, i: torch.index_select(t, 1, i), x, sel), torch.index_select(x, 1, sel))
    close(native(lambda t, i: torch.index_select(t, -1, i), x, sel[1:]), torch.index_select(x, -1, sel[1:]))
    close(native(lambda t, i: torch.index_select(t, 0, i), x, sel.int()[1:3]), torch.index_select(x, 0, sel[1:3]))
    src = data(3, 2, 4, dtype=dtype, seed=5)
    close(native(lambda t, i, s: torch.scatter_add(t, 1, i, s), x, idx, src), torch.scatter_add(x, 1, idx, src))
    close(native(lambda t, i, s: torch.scatter_add(t, -1, i, s), x, idx, src), torch.scatter_add(x, -1, idx, src))
    low = idx[:2] % 3  # positions in dim 0
    close(native(lambda t, i, s: t.scatter_add_(0, i, s[:2]), x, low, src), x.clone().scatter_add_(0, low, src[:2]))
    rows = torch.tensor([1, 1, 0])
    add = data(3, 3, 4, dtype=dtype, seed=6)
    alpha = 2
    close(native(lambda t, i, s: torch.index_add(t, 1, i, s, alpha=alpha), x, rows, add),
          torch.index_add(x, 1, rows, add, alpha=alpha))
    wide = data(3, 3, 5, dtype=dtype, seed=7)  # a transposed source
    close(native(lambda t, i, s: t.index_add_(-1, i, s.transpose(1, 2)), x, rows, wide),
          x.clone().index_add_(-1, rows, wide.transpose(1, 2)))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int32, torch.int64], ids=str)
def test_histc(dtype: torch.dtype) -> None:
    x = data(7, 9, dtype=dtype, lo=-4, hi=6)

    def cpu(*args: float) -> torch.Tensor:  # torch's CPU histc takes floats only: counted on the float copy
        return torch.histc(x.double(), *args).to(dtype)

    close(native(lambda t: torch.histc(t, bins=6, min=-2, max=3), x), cpu(6, -2, 3))
    close(native(lambda t: torch.histc(t, bins=5), x), cpu(5))  # min == max: x's range
    experts = torch.tensor([[0, 3], [1, 3], [3, 2]], dtype=dtype)  # transformers' MoE tokens per expert
    close(native(lambda t: torch.histc(t, bins=4, min=0, max=3), experts),
          torch.histc(experts.double(), 4, 0, 3).to(dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.bool], ids=str)
def test_tril_triu(dtype: torch.dtype) -> None:
    x = data(2, 4, 5, dtype=dtype, lo=1, hi=5)
    for fn in (torch.tril, torch.triu):
        for k in (0, 1, -2):
            close(native(lambda t, f=fn, d=k: f(t, d), x), fn(x, k))
        close(native(lambda t, f=fn: f(t, 1, out=torch.empty(0, dtype=dtype, device="anyrt")), x), fn(x, 1))
    close(native(lambda t: t.tril_(-1), x), x.clone().tril_(-1))
    close(native(lambda t: t.triu_(2), x), x.clone().triu_(2))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_sign_of_nan_and_negative_zero_is_torchs(dtype: torch.dtype) -> None:
    # torch.sign: NaN gives 0 and -0.0 gives +0.0 (the operator once passed both through)
    x = torch.tensor([float("nan"), -0.0, 0.0, 2.5, -3.0, float("inf"), -float("inf")], dtype=dtype)
    got = native(torch.sign, x)
    close(got, torch.sign(x))
    assert not torch.signbit(got[1]) and not torch.isnan(got[0])


def test_copy_broadcasts_the_source_to_the_destination() -> None:
    src = data(4)
    for dst_dtype in (torch.float32, torch.float64):
        # device source and host source, same dtype and converted, into a contiguous and a strided destination
        close(native(lambda s, d=dst_dtype: torch.zeros(3, 4, dtype=d, device="anyrt").copy_(s), src),
              torch.zeros(3, 4, dtype=dst_dtype).copy_(src))
        got = torch.zeros(4, 3, dtype=dst_dtype, device="anyrt").t().copy_(src)
        close(got.cpu(), src.expand(3, 4).to(dst_dtype))
    close(native(lambda s: torch.zeros(2, 3, 4, device="anyrt").copy_(s), data(3, 1)), data(3, 1).expand(2, 3, 4))
    with pytest.raises(RuntimeError, match="expanded size"):
        torch.zeros(3, 4, device="anyrt").copy_(torch.ones(5, device="anyrt"))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16, torch.int64], ids=str)
def test_clamp_family_with_number_and_tensor_bounds(dtype: torch.dtype) -> None:
    x = data(4, 5, dtype=dtype, lo=-9, hi=9)
    if dtype.is_floating_point:
        x[0, 0] = float("nan")
    lo, hi = data(4, 5, dtype=dtype, lo=-5, hi=0, seed=1), data(5, dtype=dtype, lo=0, hi=5, seed=2)
    cases = [lambda t, a, b: torch.clamp(t, -2, 3), lambda t, a, b: torch.clamp(t, min=-2),
             lambda t, a, b: torch.clamp(t, max=3), lambda t, a, b: torch.clamp(t, 3, -2),  # min > max: max
             lambda t, a, b: torch.clamp(t, a, b), lambda t, a, b: torch.clamp(t, max=b),
             lambda t, a, b: torch.clamp_min(t, -1), lambda t, a, b: torch.clamp_max(t, 2),
             lambda t, a, b: torch.clamp_min(t, a), lambda t, a, b: torch.clamp_max(t, b),
             lambda t, a, b: t.clone().clamp_(-1, 1), lambda t, a, b: t.clone().clamp_min_(0),
             lambda t, a, b: torch.clamp(t, -1, 1, out=torch.empty(0, dtype=dtype, device=t.device))]
    for f in cases:
        close(native(f, x, lo, hi), f(x, lo, hi))
    if not dtype.is_floating_point:  # a float bound promotes an integer tensor (torch's result_type)
        close(native(lambda t: torch.clamp(t, 0.5, 2.5), x), torch.clamp(x, 0.5, 2.5))


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_activations_mapped_onto_the_operators(dtype: torch.dtype) -> None:
    F = torch.nn.functional
    x = data(4, 6, dtype=dtype, lo=-5, hi=5)
    scale = 4.0
    for f in (lambda t: F.gelu(t, approximate="tanh"), F.hardswish, F.relu6, lambda t: F.hardtanh(t, -2.0, 1.5),
              lambda t: F.softplus(t, beta=2.0, threshold=3.0), F.softplus, lambda t: F.hardtanh_(t.clone(), -0.5, 0.5),
              lambda t: torch.rsub(t, 2.0), lambda t: 3 - t, lambda t: torch.rsub(t, t * 0.5)):
        close(native(f, x), f(x), scale)
    xg = x.clone().requires_grad_()
    F.gelu(xg, approximate="tanh").sum().backward()
    dx = x.to("anyrt").requires_grad_()
    with no_fallback():
        F.gelu(dx, approximate="tanh").sum().backward()
    close(dx.grad.cpu(), xg.grad, scale)


def test_a_float64_bound_a_float_cannot_hold_falls_back() -> None:
    # the operators' float attributes are 32-bit: hardtanh(0.1) on float64 is not served natively
    x = data(3, 4, dtype=torch.float64)
    at.reset_fallback_ops()
    got = torch.nn.functional.hardtanh(x.to("anyrt"), -0.1, 0.1).cpu()
    assert torch.equal(got, torch.nn.functional.hardtanh(x, -0.1, 0.1))
    assert "aten::hardtanh" in at.fallback_ops()


@pytest.mark.parametrize("dtype", FLOATS, ids=str)
def test_var_std_and_their_means(dtype: torch.dtype) -> None:
    x = data(3, 4, 5, dtype=dtype) + 10  # an offset: the two-pass variance does not cancel
    scale = 4.0
    for kw in ({}, {"dim": 1}, {"dim": (0, 2), "keepdim": True}, {"dim": -1, "correction": 0}, {"correction": 2},
               {"dim": [], "unbiased": False}):
        for fn in (torch.var, torch.std):
            close(native(lambda t, f=fn, k=kw: f(t, **k), x), fn(x, **kw), scale)
        for fn in (torch.var_mean, torch.std_mean):
            got, want = native(lambda t, f=fn, k=kw: tuple(r.cpu() for r in f(t, **k)), x), fn(x, **kw)
            close(got[0], want[0], scale)
            close(got[1], want[1], scale)
    out = torch.empty(0, dtype=dtype, device="anyrt")
    close(native(lambda t: torch.var(t, 1, out=out), x), torch.var(x, 1), scale)
    close(native(lambda t: torch.nn.functional.group_norm(t, 1), x), torch.nn.functional.group_norm(x, 1), 40.0)
