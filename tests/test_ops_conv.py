"""conv through anyrt.ops on cpu: against torch's conv1d/2d/3d where torch is installed and against a
direct NumPy loop always; the output shape from the inputs and the int_array attributes (their
defaults, their length, the rank they imply); and every bad input refused with the function and
the argument named: a wrong rank, a wrong channel count, a bias of the wrong length, a stride or
dilation below 1, a negative pad, arrays of different lengths, a kernel larger than the padded
input, and an `out` of the wrong spatial size."""

from __future__ import annotations

import numpy as np
import pytest

import anyrt
from anyrt import ops
from anyrt._errors import InvalidValueError
from anyrt._gen import _raw  # the raw wrappers mirror the C API
from anyrt._gen.spec_data import DTYPE


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(a, device="cpu:0", copy=True)


def _direct(x: np.ndarray, w: np.ndarray, b: np.ndarray | None, pads: list[int], strides: list[int],
            dilations: list[int]) -> np.ndarray:
    """Output position by position: the window of the zero-padded input under the dilated kernel."""
    n = x.ndim - 2
    xp = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] + [(p, p) for p in pads])
    out = [(xp.shape[2 + j] - dilations[j] * (w.shape[2 + j] - 1) - 1) // strides[j] + 1 for j in range(n)]
    y = np.zeros((x.shape[0], w.shape[0], *out))
    for o in np.ndindex(*out):
        window = tuple(slice(o[j] * strides[j], o[j] * strides[j] + dilations[j] * (w.shape[2 + j] - 1) + 1, dilations[j])
                       for j in range(n))
        y[(slice(None), slice(None), *o)] = xp[(slice(None), slice(None), *window)].reshape(x.shape[0], -1) @ \
            w.reshape(w.shape[0], -1).T
    return y + (0 if b is None else b.reshape(-1, *[1] * n))


CASES = [  # x shape, w shape, pads, strides, dilations
    ((2, 3, 9), (4, 3, 3), [1], [2], [1]),
    ((1, 3, 4, 4), (2, 3, 3, 3), [1, 1], [1, 2], [2, 1]),
    ((2, 2, 7, 6), (3, 2, 3, 2), [2, 0], [2, 1], [1, 2]),
    ((1, 2, 5, 6, 4), (2, 2, 2, 3, 2), [1, 2, 0], [2, 1, 3], [2, 1, 1]),
]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("bias", [True, False])
def test_conv_matches_a_direct_loop(case: tuple, bias: bool) -> None:
    xs, ws, pads, strides, dilations = case
    rng = np.random.default_rng(len(xs))
    x, w, b = rng.uniform(-1, 1, xs), rng.uniform(-1, 1, ws), rng.uniform(-1, 1, ws[0]) if bias else None
    y = ops.conv(_t(x), _t(w), None if b is None else _t(b), pads=pads, strides=strides, dilations=dilations)
    want = _direct(x, w, b, pads, strides, dilations)
    assert y.shape == want.shape
    np.testing.assert_allclose(y.numpy(), want, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32"])
def test_conv_matches_torch(case: tuple, dtype: str) -> None:
    torch = pytest.importorskip("torch", reason="torch is not installed: the torch comparison needs it")
    xs, ws, pads, strides, dilations = case
    g = torch.Generator().manual_seed(len(xs))
    tdt = getattr(torch, dtype)
    x, w, b = (torch.rand(s, generator=g).mul(2).sub(1).to(tdt) for s in (xs, ws, (ws[0],)))
    conv = (torch.nn.functional.conv1d, torch.nn.functional.conv2d, torch.nn.functional.conv3d)[len(pads) - 1]
    want = conv(x.double(), w.double(), b.double(), stride=strides, padding=pads, dilation=dilations)
    y = ops.conv(anyrt.from_dlpack(x), anyrt.from_dlpack(w), anyrt.from_dlpack(b), pads=pads, strides=strides,
                 dilations=dilations)
    got = torch.from_dlpack(y).double()
    tol = {"float16": 2e-3, "bfloat16": 2e-2, "float32": 1e-5}[dtype]
    torch.testing.assert_close(got, want, rtol=tol, atol=tol)


def test_arrays_left_out_are_the_defaults_and_the_rank_comes_from_x() -> None:
    rng = np.random.default_rng(5)
    x, w = rng.uniform(-1, 1, (2, 3, 6, 5)), rng.uniform(-1, 1, (4, 3, 2, 3))
    y = ops.conv(_t(x), _t(w))
    assert y.shape == (2, 4, 5, 3)
    np.testing.assert_allclose(y.numpy(), _direct(x, w, None, [0, 0], [1, 1], [1, 1]), rtol=1e-12, atol=1e-12)
    y = ops.conv(_t(x), _t(w), strides=(2, 1))  # pads and dilations: as long as strides, their defaults
    np.testing.assert_allclose(y.numpy(), _direct(x, w, None, [0, 0], [2, 1], [1, 1]), rtol=1e-12, atol=1e-12)


def test_out_is_written_in_place_and_checked() -> None:
    x, w = np.ones((1, 1, 5)), np.ones((1, 1, 3))
    out = _t(np.zeros((1, 1, 3)))
    assert ops.conv(_t(x), _t(w), out=out) is out
    assert out.numpy().tolist() == [[[3.0, 3.0, 3.0]]]
    with pytest.raises(InvalidValueError, match=r"argument 'y' dim 2 is 4, but conv's \*out is 3"):
        ops.conv(_t(x), _t(w), out=_t(np.zeros((1, 1, 4))))


def _x() -> anyrt.Tensor:
    return _t(np.zeros((2, 3, 7, 6)))


def _w() -> anyrt.Tensor:
    return _t(np.zeros((4, 3, 3, 2)))


@pytest.mark.parametrize(("call", "param", "words"), [
    (lambda: ops.conv(_t(np.zeros((2, 3, 7))), _w()), "w", "has 4 dims, but conv needs 3"),
    (lambda: ops.conv(_x(), _w(), pads=[1, 1, 1]), "x", "has 4 dims, but conv needs 5"),
    (lambda: ops.conv(_t(np.zeros((2, 3))), _w()), "x", "has 2 dims, but conv takes 3 to 5"),
    (lambda: ops.conv(_x(), _t(np.zeros((4, 5, 3, 2)))), "w", "dim 1 is 5, but cin is 3"),
    (lambda: ops.conv(_x(), _w(), _t(np.zeros(5))), "b", "dim 0 is 5, but cout is 4"),
    (lambda: ops.conv(_x(), _w(), strides=[1, 0]), "strides", "value 1 must be >= 1 for conv (got 0)"),
    (lambda: ops.conv(_x(), _w(), strides=[-2, 1]), "strides", "value 0 must be >= 1 for conv (got -2)"),
    (lambda: ops.conv(_x(), _w(), dilations=[0, 1]), "dilations", "value 0 must be >= 1"),
    (lambda: ops.conv(_x(), _w(), pads=[0, -1]), "pads", "value 1 must be >= 0"),
    (lambda: ops.conv(_x(), _w(), pads=[1], strides=[1, 1]), "strides", "has 2 values, but pads has 1"),
    (lambda: ops.conv(_x(), _w(), pads=[1, 1, 1, 1]), "pads", "must have 1 to 3 values"),
    (lambda: ops.conv(_x(), _w(), pads=[]), "pads", "must have 1 to 3 values"),
    (lambda: ops.conv(_x(), _w(), pads=[0.5, 1]), "pads", "must be a sequence of ints"),
    (lambda: ops.conv(_x(), _t(np.zeros((4, 3, 9, 2)))), "x", "gives no output dim 0: conv_out(spatial 7, kernel 9"),
])
def test_bad_input_is_refused_naming_the_argument(call, param: str, words: str) -> None:  # noqa: ANN001
    with pytest.raises(InvalidValueError) as info:
        call()
    text = str(info.value)
    assert "conv" in text.split(":")[0] and f"argument '{param}'" in text and words in text, text


def test_the_c_api_refuses_a_bad_length_and_values_naming_them() -> None:
    """The engine checks what anyrt.ops already checked, for C and InfiniOP callers: n in [1, 3], each
    value in range, and the rank of x, w and y against n."""
    descs = {}
    for name, shape in (("y", (2, 4, 5, 5)), ("x", (2, 3, 7, 6)), ("w", (4, 3, 3, 2))):
        descs[name] = _raw.create_tensor_desc(DTYPE["float32"], len(shape), shape, None)
    handle = _raw.create_op_handle()
    try:
        for kwargs, param, words in (({"n": 4}, "n", "must be in [1, 3]"), ({"n": 0}, "n", "must be in [1, 3]"),
                                     ({"strides": [1, 0]}, "strides", "value 1 must be >= 1"),
                                     ({"n": 1}, "y", "has 4 dims, but conv takes 3 there")):
            with pytest.raises(InvalidValueError) as info:
                _raw.create_conv_descriptor(handle, descs["y"], descs["x"], descs["w"], None, **kwargs)
            assert f"create_conv_descriptor: argument '{param}'" in str(info.value) and words in str(info.value), info.value
    finally:
        for d in descs.values():
            _raw.destroy_tensor_desc(d)
        _raw.destroy_op_handle(handle)


def test_views_with_negative_and_swapped_strides_read_as_their_elements() -> None:
    """The cpu backend's im2col + BLAS path and the direct kernel gather through any strides: x read
    backwards along a spatial dim and with two spatial dims swapped, w backwards, y written through a
    swapped view."""
    rng = np.random.default_rng(9)
    x, w, b = rng.uniform(-1, 1, (2, 3, 7, 6)), rng.uniform(-1, 1, (4, 3, 3, 2)), rng.uniform(-1, 1, 4)
    X, W = _t(x), _t(w)
    xv, wv = X[..., ::-1].transpose(2, 3), W[:, :, ::-1]
    want = _direct(x[..., ::-1].swapaxes(2, 3), w[:, :, ::-1], b, [1, 0], [1, 2], [2, 1])
    out = _t(np.zeros((2, 4, want.shape[3], want.shape[2]))).transpose(2, 3)
    y = ops.conv(xv, wv, _t(b), out=out, pads=[1, 0], strides=[1, 2], dilations=[2, 1])
    np.testing.assert_allclose(y.numpy(), want, rtol=1e-12, atol=1e-12)
