"""Paddle's kernels on anyrt_cpu with Paddle's CPU fallback off (so a kernel the plugin does not
register fails the test): strided views made contiguous (`contiguous`, `strided_copy`), cast, the
elementwise, comparison, logical and bitwise kernels, the reductions, the random initializers, the
activations' backwards, layer_norm and the backwards of softmax, layer_norm, matmul, the arithmetic
and the reductions, cross entropy, embedding, adamw, arange, conv2d, pool2d, batch_norm, tril/triu, each
against Paddle's own CPU kernels where Paddle has them for the dtype (NumPy otherwise), and the
models that needed them. Run by `nox -s paddle`."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import anyrt.paddle as ap

# As test_paddle_plugin.py: only the plugin of the backend under test ($ANYRT_PADDLE_BACKEND, default
# cpu), and no silent CPU fallback.
BACKEND = os.environ.get("ANYRT_PADDLE_BACKEND", "cpu")
os.environ["CUSTOM_DEVICE_ROOT"] = str(ap.plugin_dir(BACKEND))
os.environ["FLAGS_enable_api_kernel_fallback"] = "0"
paddle = pytest.importorskip("paddle", reason="paddlepaddle is not installed (nox -s paddle installs it)")
F = paddle.nn.functional
DEV = f"anyrt_{BACKEND}"
RNG = np.random.default_rng(1)


def run_on(place: str, fn: Callable[..., Any], *arrays: np.ndarray) -> Any:
    """fn over `arrays` as Paddle tensors on `place` (each keeps its NumPy dtype), as NumPy."""
    paddle.set_device(place)
    try:
        out = fn(*[paddle.to_tensor(a) for a in arrays])
        return [o.numpy() for o in out] if isinstance(out, (tuple, list)) else out.numpy()
    finally:
        paddle.set_device(DEV)


def same_as_cpu(fn: Callable[..., Any], *arrays: np.ndarray, tol: float = 1e-6) -> None:
    got, ref = run_on(DEV, fn, *arrays), run_on("cpu", fn, *arrays)
    for g, r in zip(got if isinstance(got, list) else [got], ref if isinstance(ref, list) else [ref], strict=True):
        assert g.dtype == r.dtype and g.shape == r.shape
        np.testing.assert_allclose(g, r, rtol=tol, atol=tol)


# ---- strided views: Paddle (FLAGS_use_stride_kernel, on by default) makes them contiguous on the device

X = RNG.standard_normal((3, 4)).astype("float32")


@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64", "bool"])
def test_contiguous_of_a_transpose(dtype: str) -> None:
    x = (X * 4).astype(dtype)
    same_as_cpu(lambda t: t.T.contiguous(), x)
    if dtype != "bool":
        same_as_cpu(lambda t: t.T + t.T, x)


def test_contiguous_halves() -> None:
    paddle.set_device(DEV)
    for dtype in ("float16", "bfloat16"):
        t = paddle.to_tensor(X).astype(dtype)
        np.testing.assert_array_equal(t.T.contiguous().astype("float32").numpy(), t.astype("float32").numpy().T)


@pytest.mark.parametrize("name", ["transpose_plus_one", "slice_times_two", "column", "step_slice", "unsqueeze_expand"])
def test_strided_views_in_kernels(name: str) -> None:
    fn = {
        "transpose_plus_one": lambda t: t.T + 1,
        "slice_times_two": lambda t: t[:, 1:] * 2,
        "column": lambda t: F.relu(t[:, 2]),
        "step_slice": lambda t: t[::2] - t[1::2],
        "unsqueeze_expand": lambda t: t.unsqueeze(0).expand([2, 3, 4]) * 1.5,
    }[name]
    same_as_cpu(fn, X)


def test_strided_copy_into_a_view() -> None:
    """An in-place kernel on a strided view runs on a contiguous copy that Paddle writes back
    through strided_copy (and clone is assign)."""

    def fn(t):  # type: ignore[no-untyped-def]
        y = t.clone()
        y[:, 1:3].scale_(10)
        y.T.add_(paddle.ones([4, 3]))
        return y

    same_as_cpu(fn, X)


# ---- cast


@pytest.mark.parametrize("src", ["float32", "float64", "int32", "int64", "bool", "float16", "bfloat16"])
@pytest.mark.parametrize("dst", ["float32", "float64", "int32", "int64", "bool", "uint8", "int8", "int16"])
def test_cast(src: str, dst: str) -> None:
    x = (X * 6).astype("float32")
    paddle.set_device(DEV)
    got = paddle.to_tensor(x).astype(src).astype(dst).numpy()
    paddle.set_device("cpu")
    if src in ("float16", "bfloat16"):  # Paddle's CPU casts to halves differently (test_dtype_round_trip)
        # Paddle 3.0's CPU cast to float16 does not round to nearest even: NumPy's does, as anyrt's
        mid = paddle.to_tensor(x).astype(src).astype("float32").numpy()
        mid = x.astype(np.float16).astype(np.float32) if src == "float16" else mid
        ref = paddle.to_tensor(mid).astype(dst).numpy()
    else:
        ref = paddle.to_tensor(x).astype(src).astype(dst).numpy()
    paddle.set_device(DEV)
    assert got.dtype == ref.dtype
    np.testing.assert_array_equal(got, ref)


# ---- elementwise (generated bodies over anyrt's elementwise operators)

A, B = RNG.standard_normal((3, 4)) * 3, RNG.standard_normal((4,)) * 3
POS = np.abs(A) + 0.5
UNIT = np.tanh(A) * 0.9  # inside (-1, 1)
BINARY = {
    "divide": (paddle.divide, ("float32", "float64")),
    "elementwise_pow": (paddle.pow, ("float32", "float64")),
    "maximum": (paddle.maximum, ("float32", "float64", "int32", "int64")),
    "minimum": (paddle.minimum, ("float32", "float64", "int32", "int64")),
    "floor_divide": (paddle.floor_divide, ("float32", "int32", "int64")),
    "remainder": (paddle.remainder, ("float32", "float64", "int32", "int64")),
}


@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary(name: str) -> None:
    fn, dtypes = BINARY[name]
    for dtype in dtypes:
        a = (POS if name == "elementwise_pow" else A).astype(dtype)
        b = B.astype(dtype)
        b = np.where(b == 0, 3, b).astype(dtype)  # no integer division by 0
        same_as_cpu(fn, a, b, tol=1e-5)


COMPARE = ["equal", "not_equal", "less_than", "less_equal", "greater_than", "greater_equal",
           "logical_and", "logical_or", "logical_xor"]


@pytest.mark.parametrize("name", COMPARE)
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64", "bool"])
def test_comparisons_and_logical(name: str, dtype: str) -> None:
    a, b = np.round(A).astype(dtype), np.round(A[::-1]).astype(dtype)
    same_as_cpu(getattr(paddle, name), a, b)


@pytest.mark.parametrize("dtype", ["int32", "int64", "bool"])
def test_bitwise(dtype: str) -> None:
    a, b = (A * 10).astype(dtype), (A[::-1] * 7).astype(dtype)
    for name in ("bitwise_and", "bitwise_or", "bitwise_xor"):
        same_as_cpu(getattr(paddle, name), a, b)
    if dtype != "bool":
        same_as_cpu(paddle.bitwise_not, a)
    same_as_cpu(paddle.logical_not, a)


UNARY = {
    "abs": (paddle.abs, A), "exp": (paddle.exp, A), "log": (paddle.log, POS), "sqrt": (paddle.sqrt, POS),
    "rsqrt": (paddle.rsqrt, POS), "sin": (paddle.sin, A), "cos": (paddle.cos, A), "tanh": (paddle.tanh, A),
    "floor": (paddle.floor, A), "ceil": (paddle.ceil, A), "sign": (paddle.sign, A),
    "atan": (paddle.atan, A), "tan": (paddle.tan, UNIT), "asin": (paddle.asin, UNIT), "acos": (paddle.acos, UNIT),
    "sinh": (paddle.sinh, UNIT), "cosh": (paddle.cosh, UNIT), "asinh": (paddle.asinh, A), "acosh": (paddle.acosh, POS + 1),
    "atanh": (paddle.atanh, UNIT), "log2": (paddle.log2, POS), "log10": (paddle.log10, POS), "log1p": (paddle.log1p, POS),
    "expm1": (paddle.expm1, UNIT), "erf": (paddle.erf, A), "square": (paddle.square, A), "reciprocal": (paddle.reciprocal, POS),
    "hardswish": (F.hardswish, A),
}


@pytest.mark.parametrize("name", sorted(UNARY))
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_unary(name: str, dtype: str) -> None:
    fn, x = UNARY[name]
    same_as_cpu(fn, x.astype(dtype), tol=1e-6 if dtype == "float64" else 2e-6)


ACTIVATIONS = {
    "hardtanh": lambda t: F.hardtanh(t, -1.5, 2.0), "relu6": F.relu6, "leaky_relu": lambda t: F.leaky_relu(t, 0.2),
    "pow": lambda t: paddle.pow(t, 3.0), "pow_fraction": lambda t: paddle.pow(t * t + 0.5, 1.5),
}


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_activations_with_attributes_and_their_grads(name: str, dtype: str) -> None:
    same_as_cpu(grads(ACTIVATIONS[name]), (A * 2).astype(dtype), tol=1e-5)


@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_gather_and_its_grad(axis: int, dtype: str) -> None:
    x = RNG.standard_normal((3, 4, 5)).astype(dtype)
    index = np.array([2, 0, 2], "int64")  # a repeated position: its gradients sum
    same_as_cpu(grads(lambda t, i: paddle.gather(t, i, axis=axis), 1), x, index, tol=1e-6)


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
@pytest.mark.parametrize("args", [{}, {"axis": 0}, {"axis": 1, "keepdim": True}, {"axis": -1, "dtype": "int32"}])
def test_argmax_argmin(name: str, dtype: str, args: dict) -> None:
    fn = getattr(paddle, name)
    same_as_cpu(lambda t: fn(t, **args), (A * 10).astype(dtype), tol=0)


JOINS = {
    "concat0": lambda a, b: paddle.concat([a, b, a], axis=0), "concat1": lambda a, b: paddle.concat([a, b], axis=-1),
    "stack0": lambda a, b: paddle.stack([a, b], axis=0), "stack2": lambda a, b: paddle.stack([a, b, a], axis=2),
    "split": lambda a, b: paddle.split(a + b, [1, 3], axis=1), "split_num": lambda a, b: paddle.split(a * b, 2, axis=-1),
}


@pytest.mark.parametrize("name", sorted(JOINS))
@pytest.mark.parametrize("dtype", ["float32", "int64"])
def test_concat_stack_split(name: str, dtype: str) -> None:
    a, b = (A * 3).astype(dtype), (A[::-1] * 2).astype(dtype)
    if dtype == "float32":  # and the backwards
        same_as_cpu(grads(JOINS[name], 2) if not name.startswith("split") else
                    grads(lambda x, y: paddle.concat([t * (i + 1) for i, t in enumerate(JOINS[name](x, y))], axis=1), 2), a, b)
    else:
        same_as_cpu(JOINS[name], a, b, tol=0)


@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_unary_integers(dtype: str) -> None:
    for fn in (paddle.abs, paddle.sign):
        same_as_cpu(fn, (A * 5).astype(dtype))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_elementwise_halves_against_numpy(dtype: str) -> None:
    paddle.set_device(DEV)
    t = {n: paddle.to_tensor(v.astype("float32")).astype(dtype) for n, v in (("a", A), ("b", B), ("p", POS))}
    r = {n: v.astype("float32").numpy().astype(np.float64) for n, v in t.items()}
    tol = 1e-2 if dtype == "float16" else 6e-2
    for fn, ref in ((paddle.divide, lambda: r["a"] / r["b"]), (paddle.maximum, lambda: np.maximum(r["a"], r["b"])),
                    (paddle.exp, lambda: np.exp(r["a"])), (paddle.sqrt, lambda: np.sqrt(r["p"])),
                    (paddle.tanh, lambda: np.tanh(r["a"])), (paddle.less_than, lambda: r["a"] < r["b"])):
        args = (t["p"],) if fn is paddle.sqrt else (t["a"],) if fn in (paddle.exp, paddle.tanh) else (t["a"], t["b"])
        got = fn(*args)
        got = got.numpy() if got.dtype == paddle.bool else got.astype("float32").numpy()
        np.testing.assert_allclose(got, ref(), rtol=tol, atol=tol)


def test_isnan_isinf_isfinite_where() -> None:
    x = np.array([[1.0, np.nan, np.inf], [-np.inf, 0.0, -2.5]], "float32")
    for fn in (paddle.isnan, paddle.isinf, paddle.isfinite):
        same_as_cpu(fn, x)
    same_as_cpu(lambda c, a, b: paddle.where(c, a, b), A > 0, A.astype("float32"), (-A).astype("float32"))
    same_as_cpu(lambda c, a, b: paddle.where(c, a, b), A > 0, A.astype("int64"), B.astype("int64"))


# ---- reductions (generated bodies over anyrt's reductions)

R3 = RNG.standard_normal((2, 3, 4))
REDUCTIONS = {
    "sum": lambda t: [paddle.sum(t), paddle.sum(t, axis=1), paddle.sum(t, axis=[0, 2], keepdim=True), paddle.sum(t, axis=-1)],
    "mean": lambda t: [paddle.mean(t), paddle.mean(t, axis=1), paddle.mean(t, axis=[0, -1], keepdim=True)],
    "max": lambda t: [paddle.max(t), paddle.max(t, axis=1), paddle.max(t, axis=-1, keepdim=True)],
    "min": lambda t: [paddle.min(t), paddle.min(t, axis=0), paddle.min(t, axis=[1, 2], keepdim=True)],
    "prod": lambda t: [paddle.prod(t), paddle.prod(t, axis=1), paddle.prod(t, axis=-1, keepdim=True)],
}


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64"])
def test_reductions(name: str, dtype: str) -> None:
    x = (R3 * (3 if dtype.startswith("int") else 1)).astype(dtype)
    same_as_cpu(REDUCTIONS[name], x, tol=1e-5)


def test_sum_of_bool_and_int32_is_int64() -> None:
    same_as_cpu(lambda t: [paddle.sum(t), paddle.sum(t, axis=0)], R3 > 0)
    same_as_cpu(lambda t: [paddle.sum(t), paddle.sum(t, axis=1, dtype="float64")], (R3 * 5).astype("int32"))


@pytest.mark.parametrize("dtype", ["bool", "float32", "int64"])
def test_any_all(dtype: str) -> None:
    x = (np.round(R3) if dtype != "bool" else R3 > 0.5).astype(dtype)
    same_as_cpu(lambda t: [paddle.any(t), paddle.any(t, axis=1), paddle.all(t), paddle.all(t, axis=[0, 2], keepdim=True)], x)


def test_mean_all() -> None:
    same_as_cpu(lambda t: paddle._C_ops.mean_all(t), R3.astype("float32"))


# ---- random: Paddle's initializers (values are anyrt's Philox, not Paddle's CPU generator)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "bfloat16"])
def test_uniform_and_gaussian(dtype: str) -> None:
    paddle.set_device(DEV)
    u = paddle.uniform([200, 100], dtype=dtype, min=-2.0, max=3.0).astype("float64").numpy()
    assert u.min() >= -2.0 and u.max() <= 3.0 and abs(u.mean() - 0.5) < 0.05 and abs(u.std() - 5 / np.sqrt(12)) < 0.05
    g = paddle.normal(1.5, 2.0, [200, 100]).astype(dtype).astype("float64").numpy()
    assert abs(g.mean() - 1.5) < 0.06 and abs(g.std() - 2.0) < 0.06
    n = paddle.randn([200, 100], dtype=dtype).astype("float64").numpy()
    assert abs(n.mean()) < 0.03 and abs(n.std() - 1.0) < 0.03


def test_random_repeats_under_paddle_seed_and_a_seed_attribute() -> None:
    paddle.set_device(DEV)
    paddle.seed(123)
    a, b = paddle.rand([64]).numpy(), paddle.rand([64]).numpy()
    paddle.seed(123)
    a2, b2 = paddle.rand([64]).numpy(), paddle.rand([64]).numpy()
    np.testing.assert_array_equal(a, a2)
    np.testing.assert_array_equal(b, b2)
    assert not np.array_equal(a, b)
    s1, s2 = paddle.uniform([64], seed=7).numpy(), paddle.uniform([64], seed=7).numpy()
    np.testing.assert_array_equal(s1, s2)


def test_layers_initialize_on_the_device() -> None:
    paddle.set_device(DEV)
    lin = paddle.nn.Linear(16, 8)
    assert str(lin.weight.place) == f"Place({DEV}:0)"
    w = lin.weight.numpy()
    assert np.abs(w).max() <= np.sqrt(6 / (16 + 8)) + 1e-6 and w.std() > 0.05


# ---- the activations' backwards


@pytest.mark.parametrize("name", ["relu", "sigmoid", "tanh", "silu", "gelu", "gelu_tanh"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_activation_grads(name: str, dtype: str) -> None:
    act = {"relu": F.relu, "sigmoid": F.sigmoid, "tanh": paddle.tanh, "silu": F.silu, "gelu": F.gelu,
           "gelu_tanh": lambda t: F.gelu(t, approximate=True)}[name]

    def grad(x, dy):  # type: ignore[no-untyped-def]
        x.stop_gradient = False
        return paddle.grad(act(x), x, grad_outputs=dy)[0]

    same_as_cpu(grad, A.astype(dtype), B[::-1].copy().astype(dtype) * np.ones((3, 1), dtype), tol=1e-5)


# ---- layer_norm, softmax and the backwards of matmul, the arithmetic and the reductions


def grads(fn: Callable[..., Any], wrt: int | None = None) -> Callable[..., Any]:
    """fn's output and the gradients of sum(fn(*xs) * w) by every x (the first `wrt`; w: a fixed pattern)."""

    def run(*xs):  # type: ignore[no-untyped-def]
        for x in xs[:wrt]:
            x.stop_gradient = False
        y = fn(*xs)
        w = paddle.to_tensor(np.linspace(-1, 1, int(np.prod(y.shape)) or 1).reshape(y.shape).astype(y.numpy().dtype))
        return [y, *paddle.grad((y * w).sum(), list(xs[:wrt]))]

    return run


@pytest.mark.parametrize("case", ["affine", "no_scale_no_bias", "axis1", "f64"])
def test_layer_norm_and_its_grad(case: str) -> None:
    x = RNG.standard_normal((3, 4, 6)).astype("float64" if case == "f64" else "float32")
    w, b = RNG.standard_normal(6).astype(x.dtype), RNG.standard_normal(6).astype(x.dtype)
    if case == "axis1":
        w24, b24 = RNG.standard_normal(24).astype(x.dtype), RNG.standard_normal(24).astype(x.dtype)
        same_as_cpu(grads(lambda t, s, c: F.layer_norm(t, [4, 6], weight=s, bias=c)), x, w24, b24, tol=1e-5)
    elif case == "no_scale_no_bias":
        same_as_cpu(grads(lambda t: F.layer_norm(t, 6)), x, tol=1e-5)
    else:
        same_as_cpu(grads(lambda t, s, c: F.layer_norm(t, 6, weight=s, bias=c, epsilon=1e-3)), x, w, b, tol=1e-5)


def test_layer_norm_mean_and_variance() -> None:
    """Paddle's layer_norm returns y, mean and the variance without epsilon (layer_norm_grad's inputs)."""
    x = RNG.standard_normal((5, 7)).astype("float32")
    same_as_cpu(lambda t: paddle._C_ops.layer_norm(t, None, None, 1e-5, 1), x, tol=1e-5)


@pytest.mark.parametrize("axis", [-1, 0, 1])
def test_softmax_grad(axis: int) -> None:
    same_as_cpu(grads(lambda t: F.softmax(t, axis=axis)), RNG.standard_normal((3, 4, 5)).astype("float32"), tol=1e-5)


MATMULS = [((3, 4), (4, 5), False, False), ((4, 3), (4, 5), True, False), ((3, 4), (5, 4), False, True),
           ((4, 3), (5, 4), True, True),
           ((2, 3, 4), (4, 5), False, False), ((2, 3, 4), (5, 4), False, True), ((2, 4, 3), (4, 5), True, False),
           ((3, 4), (2, 4, 5), False, False), ((2, 3, 4), (2, 4, 5), False, False), ((2, 1, 3, 4), (2, 1, 4, 5), False, False),
           ((4,), (4, 5), False, False), ((3, 4), (4,), False, False),
           # batches that broadcast other than wholly: each operand broadcast to the whole batch first
           ((2, 1, 4, 3), (1, 3, 5, 4), True, True), ((2, 3, 4, 5), (2, 1, 5, 4), False, False),
           ((4,), (2, 3, 4, 5), False, False)]


@pytest.mark.parametrize("shapes", MATMULS)
def test_matmul_grad(shapes: tuple) -> None:
    xs, ys, tx, ty = shapes
    x, y = RNG.standard_normal(xs).astype("float32"), RNG.standard_normal(ys).astype("float32")
    same_as_cpu(grads(lambda a, b: paddle.matmul(a, b, transpose_x=tx, transpose_y=ty)), x, y, tol=1e-5)


def sum_to(g: np.ndarray, shape: tuple) -> np.ndarray:
    g = g.sum(axis=tuple(range(g.ndim - len(shape))))
    return g.sum(axis=tuple(i for i, d in enumerate(shape) if d == 1 and g.shape[i] != 1), keepdims=True)


@pytest.mark.parametrize("shapes", [((2, 1, 3, 4), (5, 4, 6)), ((3, 3, 4), (2, 1, 4, 5))])
def test_matmul_batch_broadcast_of_other_ranks(shapes: tuple) -> None:
    """Operands of different ranks whose batches broadcast (Paddle's CPU resizes out to the broadcast
    batch but its matmul_grad fails on these shapes: against NumPy)."""
    x, y = RNG.standard_normal(shapes[0]).astype("float32"), RNG.standard_normal(shapes[1]).astype("float32")
    out, dx, dy = run_on(DEV, grads(paddle.matmul), x, y)
    ref = np.matmul(x, y)
    w = np.linspace(-1, 1, ref.size).reshape(ref.shape).astype("float32")
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(dx, sum_to(w @ np.swapaxes(y, -1, -2), x.shape), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(dy, sum_to(np.swapaxes(x, -1, -2) @ w, y.shape), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide"])
@pytest.mark.parametrize("ys", [(3, 4), (4,), (1, 4), (3, 1)])
def test_arithmetic_grads_sum_over_broadcast_dims(op: str, ys: tuple) -> None:
    fn = {"add": paddle.add, "subtract": paddle.subtract, "multiply": paddle.multiply, "divide": paddle.divide}[op]
    same_as_cpu(grads(fn), A.astype("float32"), RNG.standard_normal(ys).astype("float32"), tol=1e-5)


@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide"])
@pytest.mark.parametrize("xs", [(3, 1), (2,), (1, 2)])
def test_arithmetic_grads_where_x_broadcasts(op: str, xs: tuple) -> None:
    """x broadcasts along y's dims ([3, 1] + [3, 2]), gradients by backward(): Paddle hands add_grad
    x_grad in out_grad's memory (its inplace map), so x's sum must not overwrite what y's gradient reads."""
    fn = {"add": paddle.add, "subtract": paddle.subtract, "multiply": paddle.multiply, "divide": paddle.divide}[op]
    x, y = RNG.standard_normal(xs).astype("float32"), RNG.standard_normal((3, 2)).astype("float32")

    def run(place: str) -> list:
        paddle.set_device(place)
        try:
            a, b = paddle.to_tensor(x, stop_gradient=False), paddle.to_tensor(y, stop_gradient=False)
            fn(a, b).sum().backward()
            return [a.grad.numpy(), b.grad.numpy()]
        finally:
            paddle.set_device(DEV)

    for got, ref in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["sum", "mean", "sum_keepdim", "mean_axis0", "mean_all"])
def test_reduction_grads(name: str) -> None:
    fn = {"sum": lambda t: t.sum(axis=1), "mean": lambda t: t.mean(axis=[0, 2]),
          "sum_keepdim": lambda t: t.sum(axis=-1, keepdim=True), "mean_axis0": lambda t: t.mean(axis=0),
          "mean_all": lambda t: t.mean()}[name]
    same_as_cpu(grads(fn), RNG.standard_normal((3, 4, 5)).astype("float32"), tol=1e-6)


def test_transformer_encoder_forward_and_backward_match_cpu() -> None:
    x = RNG.standard_normal((2, 5, 16)).astype("float32")

    def run(place: str) -> list:
        paddle.set_device(place)
        try:
            model = paddle.nn.TransformerEncoder(paddle.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0), 2)
            model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            t = paddle.to_tensor(x)
            t.stop_gradient = False
            y = model(t)
            (y * y).mean().backward()
            return [y.numpy(), t.grad.numpy()] + [p.grad.numpy() for p in model.parameters()]
        finally:
            paddle.set_device(DEV)

    paddle.set_device("cpu")
    paddle.seed(3)
    state = {k: v.numpy() for k, v in paddle.nn.TransformerEncoder(paddle.nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0), 2)
             .state_dict().items()}
    for got, ref in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)


# ---- models that needed the kernels above


def test_multi_head_attention_matches_cpu() -> None:
    q = RNG.standard_normal((2, 5, 16)).astype("float32")
    paddle.set_device("cpu")
    cpu = paddle.nn.MultiHeadAttention(16, 2)
    state = {k: v.numpy() for k, v in cpu.state_dict().items()}
    ref = cpu(*[paddle.to_tensor(q)] * 3).numpy()
    paddle.set_device(DEV)
    dev = paddle.nn.MultiHeadAttention(16, 2)  # its parameters made by the device's initializers
    dev.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
    np.testing.assert_allclose(dev(*[paddle.to_tensor(q)] * 3).numpy(), ref, rtol=1e-5, atol=1e-5)


# ---- a GPT's loss, embedding, optimizer and positions


@pytest.mark.parametrize("ignore_index", [-100, 2])
def test_cross_entropy_and_its_grad(ignore_index: int) -> None:
    logits = RNG.standard_normal((6, 5)).astype("float32")
    labels = np.array([0, 2, 4, 2, 1, 3], "int64")
    for reduction in ("none", "mean"):
        fn = grads(lambda x, t: F.cross_entropy(x, t, ignore_index=ignore_index, reduction=reduction), 1)  # noqa: B023
        same_as_cpu(fn, logits, labels, tol=1e-5)


def test_a_refused_kernel_raises_in_the_call_that_ran_it() -> None:
    """A configuration the plugin refuses (here a reversed slice set_value_with_tensor does not take)
    raises in the call, with the plugin's reason: no empty output, and the next synchronization is clean."""
    paddle.set_device(DEV)
    x = paddle.zeros([3, 4])
    with pytest.raises(Exception, match="kernel set_value_with_tensor failed: axis 1 with step -2"):
        x[:, ::-2] = paddle.ones([3, 2])
    np.testing.assert_array_equal((paddle.ones([2]) * 2).numpy(), [2, 2])


@pytest.mark.parametrize("axis", [-1, 1])
def test_cross_entropy_soft_labels_and_another_axis(axis: int) -> None:
    """Soft labels (label smoothing's) and hard labels along another axis (a segmentation's [n, c, h, w]):
    -sum(label * log(softmax)) over the axis, the hard labels one-hot (ignore_index rows 0)."""
    logits = RNG.standard_normal((2, 4, 3)).astype("float32")
    soft = RNG.uniform(0, 1, (2, 4, 3)).astype("float32")
    soft /= soft.sum(axis=axis, keepdims=True)
    fn = grads(lambda x, t: F.cross_entropy(x, t, soft_label=True, axis=axis, reduction="none"), 1)
    same_as_cpu(fn, logits, soft, tol=1e-5)
    if axis == 1:
        hard = np.array([[[0, 3, 2]], [[1, 1, 2]]], "int64")
        for reduction in ("none", "mean"):
            fn = grads(lambda x, t: F.cross_entropy(x, t, axis=1, ignore_index=2, reduction=reduction), 1)  # noqa: B023
            same_as_cpu(fn, logits, hard, tol=1e-5)


@pytest.mark.parametrize("padding_idx", [None, 1])
def test_embedding_and_its_grad(padding_idx: int | None) -> None:
    ids = np.array([[0, 1, 3], [1, 1, 2]], "int64")
    w = RNG.standard_normal((4, 5)).astype("float32")

    def fn(t, table):  # type: ignore[no-untyped-def]
        table.stop_gradient = False
        y = F.embedding(t, table, padding_idx=padding_idx)
        return [y, paddle.grad((y * paddle.arange(5, dtype="float32")).sum(), table)[0]]

    same_as_cpu(fn, ids, w)


@pytest.mark.parametrize("dtype", ["int64", "int32", "float32"])
def test_arange(dtype: str) -> None:
    same_as_cpu(lambda t: paddle.arange(1, 9, 2, dtype=dtype) + t, np.zeros(4, dtype))
    same_as_cpu(lambda t: paddle.arange(t.shape[0], dtype=dtype) * t, np.ones(5, dtype))


@pytest.mark.parametrize("name", ["adamw", "sgd"])
def test_optimizer_steps_match_cpu(name: str) -> None:
    p0 = RNG.standard_normal((3, 4)).astype("float32")

    def run(place: str) -> list:
        paddle.set_device(place)
        try:
            p = paddle.create_parameter([3, 4], "float32")
            p.set_value(p0)
            opt = (paddle.optimizer.AdamW(0.05, parameters=[p], weight_decay=0.1, epsilon=1e-3) if name == "adamw"
                   else paddle.optimizer.SGD(0.05, parameters=[p]))
            for i in range(3):
                ((p * p).sum() * (i + 1)).backward()
                opt.step()
                opt.clear_grad()
            return [p.numpy()] + [v.numpy() for v in opt.state_dict().values() if isinstance(v, paddle.Tensor)]
        finally:
            paddle.set_device(DEV)

    for got, ref in zip(run(DEV), run("cpu"), strict=True):
        np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)


class TinyGPT(paddle.nn.Layer):  # type: ignore[misc]
    """Token and position embeddings, a causal attention block, an MLP with GELU, LayerNorms, a head."""

    V, D, T = 11, 16, 6

    def __init__(self) -> None:
        super().__init__()
        nn, D = paddle.nn, self.D
        self.tok, self.pos = nn.Embedding(self.V, D), nn.Embedding(self.T, D)
        self.ln1, self.attn, self.ln2, self.lnf = nn.LayerNorm(D), nn.MultiHeadAttention(D, 2), nn.LayerNorm(D), nn.LayerNorm(D)
        self.fc1, self.fc2, self.head = nn.Linear(D, 4 * D), nn.Linear(4 * D, D), nn.Linear(D, self.V)

    def forward(self, ids, mask):  # type: ignore[no-untyped-def]
        h = self.tok(ids) + self.pos(paddle.arange(ids.shape[1]))
        a = self.ln1(h)
        h = h + self.attn(a, a, a, attn_mask=mask)
        h = h + self.fc2(F.gelu(self.fc1(self.ln2(h))))
        return self.head(self.lnf(h))


def test_gpt_training_steps_match_cpu() -> None:
    """loss.backward() and AdamW twice; the key projection's bias is left out of the comparison:
    softmax ignores it, so its gradient is rounding noise that Adam scales to the learning rate."""
    V, T = TinyGPT.V, TinyGPT.T
    ids, labels = RNG.integers(0, V, (2, T)), RNG.integers(0, V, (2, T))
    mask = np.triu(np.full((T, T), -1e9, "float32"), 1)
    paddle.set_device("cpu")
    state = {k: v.numpy() for k, v in TinyGPT().state_dict().items()}

    def run(place: str) -> tuple[list, dict]:
        paddle.set_device(place)
        try:
            model = TinyGPT()
            model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            opt = paddle.optimizer.AdamW(1e-2, parameters=model.parameters(), weight_decay=0.1)
            losses = []
            for _ in range(2):
                logits = model(paddle.to_tensor(ids), paddle.to_tensor(mask))
                loss = F.cross_entropy(logits.reshape([-1, V]), paddle.to_tensor(labels).reshape([-1]))
                loss.backward()
                opt.step()
                opt.clear_grad()
                losses.append(float(loss))
            return losses, {k: v.numpy() for k, v in model.state_dict().items()}
        finally:
            paddle.set_device(DEV)

    (got_loss, got), (ref_loss, ref) = run(DEV), run("cpu")
    np.testing.assert_allclose(got_loss, ref_loss, rtol=1e-5)
    for k in ref:
        if k != "attn.k_proj.bias":
            np.testing.assert_allclose(got[k], ref[k], rtol=1e-4, atol=1e-5, err_msg=k)


# ---- convolution, pooling and batch norm (NCHW)

IMG = RNG.standard_normal((2, 3, 8, 8)).astype("float32")


@pytest.mark.parametrize("attrs", [{}, {"stride": 2, "padding": 1}, {"padding": [1, 2], "dilation": 2}, {"padding": "VALID"}])
def test_conv2d_and_its_grad(attrs: dict) -> None:
    w = RNG.standard_normal((4, 3, 3, 3)).astype("float32")
    same_as_cpu(grads(lambda x, f: F.conv2d(x, f, **attrs)), IMG, w, tol=1e-4)


# groups (depthwise, as MobileNet's), asymmetric padding (4 values), SAME and NHWC: per-group
# convolutions over channel views, x padded into scratch memory, NHWC seen as a strided NCHW view
CONV_CASES = {
    "groups": ({"groups": 3, "padding": 1}, (6, 1, 3, 3)),
    "groups_strided": ({"groups": 3, "stride": 2}, (3, 1, 3, 3)),
    "asymmetric": ({"padding": [0, 1, 2, 1], "stride": 2}, (4, 3, 3, 3)),
    "same": ({"padding": "SAME", "stride": 2}, (4, 3, 3, 2)),
    "nhwc": ({"padding": 1, "data_format": "NHWC"}, (4, 3, 3, 3)),
    "nhwc_groups_same": ({"padding": "SAME", "groups": 3, "data_format": "NHWC"}, (3, 1, 2, 2)),
}


@pytest.mark.parametrize("case", list(CONV_CASES))
def test_conv2d_groups_paddings_and_layouts(case: str) -> None:
    attrs, wshape = CONV_CASES[case]
    w = RNG.standard_normal(wshape).astype("float32")
    x = IMG.transpose(0, 2, 3, 1).copy() if attrs.get("data_format") == "NHWC" else IMG
    same_as_cpu(grads(lambda x, f: F.conv2d(x, f, **attrs)), x, w, tol=1e-4)


POOLS = ["max", "max_padded", "avg", "avg_padded_exclusive", "avg_padded_inclusive", "adaptive_avg", "global_avg"]


@pytest.mark.parametrize("name", POOLS)
def test_pool2d_and_its_grad(name: str) -> None:
    fn = {"max": lambda x: F.max_pool2d(x, 2), "max_padded": lambda x: F.max_pool2d(x, 3, stride=2, padding=1),
          "avg": lambda x: F.avg_pool2d(x, 2), "avg_padded_exclusive": lambda x: F.avg_pool2d(x, 3, 2, padding=1),
          "avg_padded_inclusive": lambda x: F.avg_pool2d(x, 3, 2, padding=1, exclusive=False),
          "adaptive_avg": lambda x: F.adaptive_avg_pool2d(x, 2), "global_avg": lambda x: F.adaptive_avg_pool2d(x, 1)}[name]
    same_as_cpu(grads(fn), IMG, tol=1e-5)


# ceil_mode, SAME, asymmetric paddings and NHWC: x padded in scratch memory (-inf for max, zeros for
# avg; exclusive avg divides by the count of x's positions, a pooled mask)
POOL_CASES = {
    "max_ceil": lambda x: F.max_pool2d(x, 3, stride=2, ceil_mode=True),
    "avg_ceil_exclusive": lambda x: F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True),
    "avg_ceil_inclusive": lambda x: F.avg_pool2d(x, 3, stride=2, ceil_mode=True, exclusive=False),
    "max_same": lambda x: F.max_pool2d(x, 3, stride=2, padding="SAME"),
    "avg_asymmetric": lambda x: F.avg_pool2d(x, 3, stride=2, padding=[0, 1, 1, 2]),
    "max_asymmetric": lambda x: F.max_pool2d(x, 2, stride=2, padding=[[0, 0], [0, 0], [1, 0], [0, 1]]),
    "max_nhwc": lambda x: F.max_pool2d(x.transpose([0, 2, 3, 1]), 3, 2, padding=1, data_format="NHWC"),
    "avg_nhwc_ceil": lambda x: F.avg_pool2d(x.transpose([0, 2, 3, 1]), 3, 2, ceil_mode=True, data_format="NHWC"),
    "adaptive_avg_uneven": lambda x: F.adaptive_avg_pool2d(x, [3, 5]),
}


@pytest.mark.parametrize("name", list(POOL_CASES))
def test_pool2d_ceil_same_asymmetric_nhwc(name: str) -> None:
    same_as_cpu(grads(POOL_CASES[name]), IMG[:, :, :7], tol=1e-5)


def test_batch_norm_training_and_eval() -> None:
    """Training normalizes by the batch and updates the running statistics (Paddle's momentum, the
    biased variance); eval normalizes by them."""

    def fn(x):  # type: ignore[no-untyped-def]
        bn = paddle.nn.BatchNorm2D(3, momentum=0.8)
        bn.weight.set_value(np.array([1.5, -0.5, 2.0], "float32"))
        y, dx = grads(bn)(x)
        bn.eval()
        return [y, dx, bn._mean, bn._variance, bn(x)]

    same_as_cpu(fn, IMG, tol=1e-5)


@pytest.mark.parametrize("training", [False, True])
def test_batch_norm_trainable_statistics_normalizes_by_the_batch(training: bool) -> None:
    """is_test with trainable_statistics is not inference: Paddle's kernel normalizes by the batch's
    statistics and updates the running ones (test_mode = is_test and not trainable_statistics)."""

    def fn(x):  # type: ignore[no-untyped-def]
        bn = paddle.nn.BatchNorm(3, momentum=0.8, trainable_statistics=True)
        bn._mean.set_value(np.array([0.5, -1.0, 2.0], "float32"))
        bn._variance.set_value(np.array([4.0, 0.25, 9.0], "float32"))
        if not training:
            bn.eval()
        return [bn(x), bn._mean, bn._variance]

    same_as_cpu(fn, IMG, tol=1e-5)


@pytest.mark.parametrize("training", [True, False])
def test_batch_norm_float16_with_float32_statistics(training: bool) -> None:
    """O2's batch norm: x and y float16, the statistics, scale and bias float32 (computed in float32, as
    Paddle's GPU kernel); against float32 on Paddle's CPU within float16's rounding."""
    stats = [np.array(v, "float32") for v in ([0.5, -1.0, 2.0], [4.0, 0.25, 9.0], [1.5, -0.5, 2.0], [0.1, 0.2, -0.3])]

    def fn(x, dt):  # type: ignore[no-untyped-def]
        mean, var, w, b = (paddle.to_tensor(v) for v in stats)
        x = x.astype(dt)
        x.stop_gradient = False
        y = F.batch_norm(x, mean, var, w, b, training=training, momentum=0.8)
        pattern = paddle.to_tensor(np.linspace(-1, 1, y.size).reshape(y.shape).astype("float32")).astype(dt)
        dxw = paddle.grad((y * pattern).sum(), [x]) if training else []
        return [t.astype("float32") for t in [y, mean, var, *dxw]]

    got, ref = run_on(DEV, lambda x: fn(x, "float16"), IMG), run_on("cpu", lambda x: fn(x, "float32"), IMG)
    for g, r in zip(got, ref, strict=True):
        np.testing.assert_allclose(g, r, rtol=1e-2, atol=1e-2 * float(np.abs(r).max()))


def lenet() -> Any:
    nn = paddle.nn
    return nn.Sequential(nn.Conv2D(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2D(2), nn.Conv2D(6, 16, 5), nn.ReLU(),
                         nn.MaxPool2D(2), nn.Flatten(), nn.Linear(16 * 5 * 5, 120), nn.ReLU(), nn.Linear(120, 84), nn.ReLU(),
                         nn.Linear(84, 10))


class BasicBlock(paddle.nn.Layer):  # type: ignore[misc]
    """ResNet-18's downsampling block (3x3 convs, batch norms, a 1x1 strided shortcut), then a head."""

    def __init__(self) -> None:
        super().__init__()
        nn = paddle.nn
        self.conv1, self.bn1 = nn.Conv2D(4, 8, 3, stride=2, padding=1, bias_attr=False), nn.BatchNorm2D(8)
        self.conv2, self.bn2 = nn.Conv2D(8, 8, 3, padding=1, bias_attr=False), nn.BatchNorm2D(8)
        self.down = nn.Sequential(nn.Conv2D(4, 8, 1, stride=2, bias_attr=False), nn.BatchNorm2D(8))
        self.head = nn.Sequential(nn.AdaptiveAvgPool2D(1), nn.Flatten(), nn.Linear(8, 5))

    def forward(self, x):  # type: ignore[no-untyped-def]
        h = F.relu(self.bn1(self.conv1(x)))
        return self.head(F.relu(self.bn2(self.conv2(h)) + self.down(x)))


@pytest.mark.parametrize("name", ["lenet", "resnet_block"])
def test_cnn_forward_and_backward_match_cpu(name: str) -> None:
    make = {"lenet": lenet, "resnet_block": BasicBlock}[name]
    x = RNG.standard_normal((2, 1, 28, 28) if name == "lenet" else (2, 4, 8, 8)).astype("float32")
    paddle.set_device("cpu")
    state = {k: v.numpy() for k, v in make().state_dict().items()}

    def run(place: str) -> list:
        paddle.set_device(place)
        try:
            model = make()
            model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            t = paddle.to_tensor(x)
            t.stop_gradient = False
            y = model(t)
            F.cross_entropy(y, paddle.to_tensor(np.array([1, 3]))).backward()
            return [y.numpy(), t.grad.numpy()] + [p.grad.numpy() for p in model.parameters() if p.grad is not None]
        finally:
            paddle.set_device(DEV)

    got, ref = run(DEV), run("cpu")
    assert len(got) == len(ref)
    for g, r in zip(got, ref, strict=True):
        np.testing.assert_allclose(g, r, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_conv_and_pool_halves_against_float32(dtype: str) -> None:
    """Paddle's CPU has no float16 conv2d or pool2d to fall back to: the halves run on anyrt's, within
    the half's rounding of the float32 results."""
    w = RNG.standard_normal((4, 3, 3, 3)).astype("float32")

    def fn(x, f, dt):  # type: ignore[no-untyped-def]
        x, f = x.astype(dt), f.astype(dt)
        x.stop_gradient = f.stop_gradient = False
        y = F.max_pool2d(F.conv2d(x, f, padding=1), 2) + F.avg_pool2d(F.conv2d(x, f, padding=1), 2)
        pattern = paddle.to_tensor(np.linspace(-1, 1, y.size).reshape(y.shape).astype("float32")).astype(dt)
        return [t.astype("float32") for t in [y, *paddle.grad((y * pattern).sum(), [x, f])]]

    got, ref = run_on(DEV, lambda x, f: fn(x, f, dtype), IMG, w), run_on("cpu", lambda x, f: fn(x, f, "float32"), IMG, w)
    for g, r in zip(got, ref, strict=True):
        np.testing.assert_allclose(g, r, rtol=0.05, atol=0.05 * float(np.abs(r).max()))


def smooth_cnn() -> Any:
    """LeNet's layers with smooth activations and average pooling: float16's rounding then moves the
    gradients by its own size (a ReLU or max-pool choice it flips would move them by far more)."""
    nn = paddle.nn
    return nn.Sequential(nn.Conv2D(1, 6, 5, padding=2), nn.Tanh(), nn.AvgPool2D(2), nn.Conv2D(6, 16, 5), nn.Sigmoid(),
                         nn.AvgPool2D(2), nn.Flatten(), nn.Linear(16 * 5 * 5, 120), nn.Tanh(), nn.Linear(120, 10))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_cnn_float16_o1_training_step_matches_float32(seed: int) -> None:
    """auto_cast O1 runs conv2d and matmul (and their grads) in float16 on the device, the rest in
    float32; Paddle's CPU has no float16 conv2d to fall back to. The loss and every parameter's
    gradient are float32's within float16's rounding."""
    x = np.random.default_rng(seed).standard_normal((2, 1, 28, 28)).astype("float32")
    paddle.set_device("cpu")
    state = {k: v.numpy() for k, v in smooth_cnn().state_dict().items()}

    def run(place: str, half: bool) -> list:
        paddle.set_device(place)
        try:
            model = smooth_cnn()
            model.set_state_dict({k: paddle.to_tensor(v) for k, v in state.items()})
            with paddle.amp.auto_cast(enable=half, level="O1", dtype="float16"):
                y = model(paddle.to_tensor(x))
            loss = F.cross_entropy(y.astype("float32"), paddle.to_tensor(np.array([1, 3])))
            loss.backward()
            return [loss.numpy()] + [p.grad.astype("float32").numpy() for p in model.parameters()]
        finally:
            paddle.set_device(DEV)

    got, ref = run(DEV, True), run("cpu", False)
    assert len(got) == len(ref) == 9
    for g, r in zip(got, ref, strict=True):
        assert np.linalg.norm(g - r) <= 5e-3 * np.linalg.norm(r), (np.linalg.norm(g - r), np.linalg.norm(r))


# ---- triangles, fill and the views' gradients


@pytest.mark.parametrize("name", ["tril", "triu"])
@pytest.mark.parametrize("diagonal", [-1, 0, 2])
def test_tril_triu_and_their_grads(name: str, diagonal: int) -> None:
    fn = getattr(paddle, name)
    same_as_cpu(grads(lambda t: fn(t, diagonal)), RNG.standard_normal((2, 3, 4)).astype("float32"))
    same_as_cpu(lambda t: fn(t, diagonal), (X * 4).astype("int64"))


@pytest.mark.parametrize("name", ["flatten", "reshape", "unsqueeze", "transpose", "slice", "step_slice"])
def test_views_and_their_grads(name: str) -> None:
    fn = {"flatten": lambda t: t.flatten(1), "reshape": lambda t: t.reshape([4, 6]), "unsqueeze": lambda t: t.unsqueeze(1),
          "transpose": lambda t: t.transpose([2, 0, 1]), "slice": lambda t: t[:, 1:, :3],
          "step_slice": lambda t: t[:, ::2, 1::2]}[name]
    same_as_cpu(grads(fn), RNG.standard_normal((2, 3, 4)).astype("float32"))


# ---- Paddle's own semantics where anyrt's operators differ

HALVES = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.675, 0.125, 0.375, 12.5, -7.45, 1e-3], "float32")


@pytest.mark.skipif(tuple(int(p) for p in paddle.__version__.split(".")[:2]) < (3, 1),
                    reason="round is registered for 3.1-3.3: 3.0's CPU kernel rounds halves away from zero")
@pytest.mark.parametrize("decimals", [0, 2, -1])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_round_halves_to_even_as_paddle_cpu(decimals: int, dtype: str) -> None:
    same_as_cpu(lambda x: paddle.round(x, decimals), HALVES.astype(dtype), tol=0)


INTS = np.array([[1, 2, -7], [4, 7, 2], [-7, 2, 5], [3, -4, -1]], "int64")


@pytest.mark.parametrize("dtype", ["int32", "int64"])
@pytest.mark.parametrize("axis", [None, 0, 1, [0, 1]])
@pytest.mark.parametrize("keepdim", [False, True])
def test_integer_mean_truncates_as_paddle_cpu(dtype: str, axis: Any, keepdim: bool) -> None:
    """Paddle's integer mean is the sum divided by the count toward zero (-2.5 -> -2), in x's dtype."""
    same_as_cpu(lambda x: paddle.mean(x, axis=axis, keepdim=keepdim), INTS.astype(dtype), tol=0)


@pytest.mark.parametrize("dtype", ["int32", "int64"])
def test_integer_divide_and_floor_divide_as_paddle_cpu(dtype: str) -> None:
    y = np.array([2, -3, 4], dtype)
    same_as_cpu(lambda a, b: [paddle.divide(a, b), paddle.floor_divide(a, b), a / b], INTS.astype(dtype), y, tol=1e-7)


SLICES = [((slice(None), 1), (4,)), ((slice(None), 1), (2, 4)), ((1, slice(0, 3, 2)), (4,)),
          ((slice(None), slice(None), slice(1, None, 2)), (2,)), ((0,), (3, 4)), ((Ellipsis, 2), (3,)),
          ((slice(-1, None), slice(-2, 5)), (1, 2, 1)), ((slice(None), slice(2, 1)), (4,))]


@pytest.mark.parametrize("dtype", ["float32", "int64"])
@pytest.mark.parametrize("case", range(len(SLICES)))
def test_set_value_with_tensor_as_paddle_cpu(case: int, dtype: str) -> None:
    index, shape = SLICES[case]
    values = (np.arange(int(np.prod(shape))) * 10 + 100).reshape(shape).astype(dtype)

    def fn(x, v):  # type: ignore[no-untyped-def]
        x = x.clone()
        x[index] = v
        return x

    same_as_cpu(fn, np.arange(24).reshape(2, 3, 4).astype(dtype), values, tol=0)


def test_set_value_with_a_reversed_slice_is_refused_by_name() -> None:
    paddle.set_device(DEV)
    x = paddle.zeros([2, 4])
    with pytest.raises(Exception, match="set_value_with_tensor failed: axis 1 with step -2"):
        x[:, ::-2] = paddle.ones([2])


# ---- assign_value and scalar set_value: list-of-Scalar attributes (values given in the program)

@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "int64", "bool", "float16"])
def test_assign_value_as_paddle_cpu(dtype: str) -> None:
    """paddle.assign of a NumPy array writes its values from the kernel's attribute (assign_value)."""
    values = (np.arange(12).reshape(3, 4) * 3 - 7).astype(dtype)
    if dtype == "int64":
        values[0, 0] = 2**53 + 1  # held exactly, not through a double
    ref = run_on("cpu", lambda: paddle.assign(values)) if dtype != "float16" else values
    got = run_on(DEV, lambda: paddle.assign(values))
    assert got.dtype == ref.dtype and got.shape == ref.shape
    np.testing.assert_array_equal(got, ref)


@pytest.mark.parametrize("dtype", ["float32", "int64", "bool"])
@pytest.mark.parametrize("case", range(len(SLICES)))
def test_set_value_of_scalars_as_paddle_cpu(case: int, dtype: str) -> None:
    index, _shape = SLICES[case]

    def fn(x):  # type: ignore[no-untyped-def]
        x = x.clone()
        x[index] = True if dtype == "bool" else 7.0 if dtype == "float32" else 2**40 + 3
        return x

    same_as_cpu(fn, (np.arange(24).reshape(2, 3, 4) % 5).astype(dtype), tol=0)


def test_assign_value_in_the_static_graph() -> None:
    """The kernel-context entry reads the Scalars through PD_KernelContextListScalarAttrAt."""
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            x = paddle.static.data("x", [2, 3], "float32")
            a = paddle.assign(np.array([[1.5, -2.0, 3.25], [0.0, 7.0, -1.0]], "float32"))
            y = x + a
        got = paddle.static.Executor(paddle.CustomPlace(DEV, 0)).run(main, feed={"x": X[:2, :3].copy()}, fetch_list=[y])
        ref = paddle.static.Executor(paddle.CPUPlace()).run(main, feed={"x": X[:2, :3].copy()}, fetch_list=[y])
    finally:
        paddle.disable_static()
    np.testing.assert_array_equal(got[0], ref[0])


# ---- every kernel a model's training step launches is anyrt's (Paddle's profiler names them)


def _lstm_model() -> Any:
    class LSTMHead(paddle.nn.Layer):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.lstm, self.head = paddle.nn.LSTM(4, 6, num_layers=2), paddle.nn.Linear(6, 10)

        def forward(self, x):  # type: ignore[no-untyped-def]
            return self.head(self.lstm(x)[0][:, -1])

    return LSTMHead()


def _encoder_model() -> Any:
    class EncoderHead(paddle.nn.Layer):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            layer = paddle.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0)
            self.enc, self.head = paddle.nn.TransformerEncoder(layer, 2), paddle.nn.Linear(8, 10)

        def forward(self, x):  # type: ignore[no-untyped-def]
            return self.head(self.enc(x).mean(axis=1))

    return EncoderHead()


MODELS = {"lenet": (lenet, (2, 1, 28, 28)), "resnet_block": (BasicBlock, (2, 4, 8, 8)), "lstm": (_lstm_model, (2, 5, 4)),
          "transformer_encoder": (_encoder_model, (2, 5, 8)), "gpt": (TinyGPT, None)}


@pytest.mark.parametrize("name", list(MODELS))
def test_a_training_step_launches_only_kernels_anyrt_serves(name: str, tmp_path: Any) -> None:
    """Forward, backward and an AdamW step under paddle.profiler: each kernel launched
    (DygraphKernelLaunch events) is the plugin's (registered for its device type) or one of Paddle's for
    every custom device (backend CUSTOM: views, and copies through the runtime's memcpy); the count
    of the others (a CPU kernel) is 0."""
    import json

    from paddle.base import core

    make, shape = MODELS[name]
    paddle.set_device(DEV)
    model = make()
    opt = paddle.optimizer.AdamW(1e-3, parameters=model.parameters())
    prof = paddle.profiler.Profiler(on_trace_ready=paddle.profiler.export_chrome_tracing(str(tmp_path)))
    prof.start()
    try:
        if name == "gpt":
            ids = paddle.to_tensor(RNG.integers(0, TinyGPT.V, (2, TinyGPT.T)))
            mask = paddle.to_tensor(np.triu(np.full((TinyGPT.T, TinyGPT.T), -1e9, "float32"), 1))
            logits = model(ids, mask).reshape([-1, TinyGPT.V])
            labels = paddle.to_tensor(RNG.integers(0, TinyGPT.V, (2 * TinyGPT.T,)))
        else:
            logits = model(paddle.to_tensor(RNG.standard_normal(shape).astype("float32")))
            labels = paddle.to_tensor(np.array([1, 3]))
        F.cross_entropy(logits, labels).backward()
        opt.step()
        opt.clear_grad()
    finally:
        prof.stop()
    (trace,) = tmp_path.glob("*.json")
    launched = {e["name"].split(" kernel launch")[0] for e in json.loads(trace.read_text())["traceEvents"]
                if e.get("cat") == "DygraphKernelLaunch"}
    keys = core._get_registered_phi_kernels("all")  # kernel -> ["(backend, layout, dtype)", ...]
    anyrts = {k for k in launched if any(key.startswith(f"({DEV},") for key in keys.get(k, []))}
    generic = {k for k in launched - anyrts if any(key.startswith("(CUSTOM,") for key in keys.get(k, []))}
    unserved = sorted(launched - anyrts - generic)
    assert {"adamw", "matmul", "matmul_grad"} <= anyrts, anyrts
    assert unserved == [], f"{len(unserved)} of {len(launched)} kernels neither anyrt's nor device-generic: {unserved}"


# ---- dropout: anyrt's bernoulli keep mask (its bits are not Paddle's CPU generator's: the test checks
# what dropout promises, the kept elements scaled, the mask and gradient agreeing, paddle.seed repeating)


@pytest.mark.parametrize("mode", ["upscale_in_train", "downscale_in_infer"])
def test_dropout_and_its_grad(mode: str) -> None:
    paddle.set_device(DEV)
    x_np = RNG.uniform(1, 2, (8, 64)).astype("float32")
    w_np = np.linspace(-1, 1, x_np.size).reshape(x_np.shape).astype("float32")
    scale = 1 / 0.7 if mode == "upscale_in_train" else 1.0

    def step() -> tuple[np.ndarray, np.ndarray]:
        paddle.seed(5)
        x = paddle.to_tensor(x_np)
        x.stop_gradient = False
        out = F.dropout(x, 0.3, mode=mode)
        (dx,) = paddle.grad((out * paddle.to_tensor(w_np)).sum(), [x])
        return out.numpy(), dx.numpy()

    out, dx = step()
    kept = out != 0
    assert 0.6 < kept.mean() < 0.8
    np.testing.assert_allclose(out[kept], x_np[kept] * scale, rtol=1e-6)
    np.testing.assert_allclose(dx, w_np * kept * scale, rtol=1e-6)
    np.testing.assert_array_equal(step()[0], out)  # paddle.seed repeats the mask
    infer = F.dropout(paddle.to_tensor(x_np), 0.3, training=False, mode=mode).numpy()
    np.testing.assert_allclose(infer, x_np * (1.0 if mode == "upscale_in_train" else 0.7), rtol=1e-6)


def test_dropout_p_one_and_halves() -> None:
    paddle.set_device(DEV)
    x = paddle.ones([4, 8])
    np.testing.assert_array_equal(F.dropout(x, 1.0).numpy(), np.zeros((4, 8), "float32"))
    h = F.dropout(x.astype("float16"), 0.5).astype("float32").numpy()
    assert set(np.unique(h)) <= {0.0, 2.0}


# ---- smooth activations composed of anyrt's elementwise operators (swish is silu)
SMOOTH = {
    "swish": F.swish, "mish": F.mish, "celu": lambda t: F.celu(t, 0.7), "softplus": lambda t: F.softplus(t, 2.0, 3.0),
    "softshrink": lambda t: F.softshrink(t, 0.8), "hardsigmoid": F.hardsigmoid, "elu": lambda t: F.elu(t, 0.6),
}


@pytest.mark.parametrize("name", list(SMOOTH))
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_smooth_activations_and_their_grads(name: str, dtype: str) -> None:
    x = np.concatenate([A.ravel(), [25.0, -25.0, 0.0]]).astype(dtype)  # both sides of softplus's threshold
    same_as_cpu(grads(SMOOTH[name]), x, tol=1e-5)


@pytest.mark.parametrize("axis", [-1, 0])
def test_log_softmax_and_clip_with_their_grads(axis: int) -> None:
    x = RNG.standard_normal((3, 4, 5)).astype("float32")
    same_as_cpu(grads(lambda t: F.log_softmax(t, axis=axis)), x, tol=1e-5)
    same_as_cpu(grads(lambda t: paddle.clip(t, -0.5, 0.8)), x, tol=1e-6)


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_index_select_and_its_grad(axis: int) -> None:
    x = RNG.standard_normal((3, 4, 5)).astype("float32")
    index = np.array([2, 0, 2], "int64")
    same_as_cpu(grads(lambda t, i: paddle.index_select(t, i, axis=axis), 1), x, index, tol=1e-6)
