"""The reductions in two passes (spec entries with a `pivot`: var, std, logsumexp) beyond their conformance
cases: every set of axes and correction against NumPy in both walks of ak_reduce.c and its block split,
every float dtype, the numerics the pivot is for (a large mean, large exponents), the edge values torch
defines (no elements, n <= correction, infinities, NaN), refusals, and the same bits for every thread count."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

import numpy as np
import pytest

import anyrt

RNG = np.random.default_rng(11)
X = RNG.standard_normal((5, 6, 7)) * 3 + 1
AXES = [None, *[c for r in (1, 2, 3) for c in itertools.combinations(range(3), r)]]


def _logsumexp(x: np.ndarray, axis: tuple[int, ...] | None, keepdims: bool = False) -> np.ndarray:
    return np.asarray(np.logaddexp.reduce(x, axis=axis, keepdims=keepdims))


@pytest.mark.parametrize("axis", AXES, ids=str)
@pytest.mark.parametrize("correction", [0.0, 1.0, 2.0])
def test_var_and_std_over_every_set_of_axes_match_numpy(axis: tuple[int, ...] | None, correction: float) -> None:
    t = anyrt.asarray(X)
    np.testing.assert_allclose(anyrt.ops.var(t, axis=axis, correction=correction).numpy(),
                               np.var(X, axis=axis, ddof=correction), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(anyrt.ops.std(t, axis=axis, correction=correction, keepdim=True).numpy(),
                               np.std(X, axis=axis, ddof=correction, keepdims=True), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("axis", AXES, ids=str)
def test_logsumexp_over_every_set_of_axes_matches_numpy(axis: tuple[int, ...] | None) -> None:
    got = anyrt.ops.logsumexp(anyrt.asarray(X), axis=axis).numpy()
    np.testing.assert_allclose(got, _logsumexp(X, axis), rtol=1e-12, atol=1e-12)


def test_the_default_correction_is_torchs_unbiased_one() -> None:
    np.testing.assert_allclose(anyrt.ops.var(anyrt.asarray(X), axis=1).numpy(), np.var(X, axis=1, ddof=1), rtol=1e-12)


@pytest.mark.parametrize("dtype,rtol", [("float16", 3e-3), ("bfloat16", 2e-2), ("float32", 1e-5)])
def test_every_float_dtype_computes_in_f32(dtype: str, rtol: float) -> None:
    x32 = X.astype(np.float32)
    t = anyrt.asarray(x32).astype(dtype)
    exact = t.astype("float64").numpy()  # the values the dtype holds
    for axis in (None, 1, (0, 2)):
        np.testing.assert_allclose(anyrt.ops.var(t, axis=axis).numpy().astype(np.float64),
                                   np.var(exact, axis=axis, ddof=1), rtol=rtol, atol=rtol)
        np.testing.assert_allclose(anyrt.ops.std(t, axis=axis).numpy().astype(np.float64),
                                   np.std(exact, axis=axis, ddof=1), rtol=rtol, atol=rtol)
        np.testing.assert_allclose(anyrt.ops.logsumexp(t, axis=axis).numpy().astype(np.float64),
                                   _logsumexp(exact, axis), rtol=rtol, atol=rtol)


# (shape, axis): the reduced dim innermost, a kept dim innermost (columns), few outputs over many
# elements (ak_reduce.c's block split: more than 65536 per output), one output over everything.
WALKS = [((300, 1000), 1), ((1000, 300), 0), ((3, 200_000), 1), ((400_000,), None), ((40, 30, 50), (0, 2))]


@pytest.mark.parametrize("shape,axis", WALKS, ids=str)
def test_a_large_mean_costs_f32_no_accuracy_in_every_walk(shape: tuple[int, ...], axis: int | None) -> None:
    """var as E[x^2] - E[x]^2 in f32 of values near 1e4 (squares near 1e8, f32's spacing there 8) would be
    off by more than the variance itself; centred on the mean first, it is within f32 rounding."""
    x = (1e4 + RNG.standard_normal(shape)).astype(np.float32)
    got = anyrt.ops.var(anyrt.asarray(x), axis=axis).numpy()
    want = np.var(x.astype(np.float64), axis=axis, ddof=1)
    np.testing.assert_allclose(got, want, rtol=2e-3)


@pytest.mark.parametrize("shape,axis", WALKS, ids=str)
def test_logsumexp_of_large_values_does_not_overflow_in_every_walk(shape: tuple[int, ...], axis: int | None) -> None:
    x = (RNG.standard_normal(shape) + 500).astype(np.float32)  # exp(500) is inf in f32 and in f64's 1e217
    got = anyrt.ops.logsumexp(anyrt.asarray(x), axis=axis).numpy()
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, _logsumexp(x.astype(np.float64), axis), rtol=1e-6)
    xneg = (RNG.standard_normal(shape) - 500).astype(np.float32)  # exp(-500) is 0 in f32
    np.testing.assert_allclose(anyrt.ops.logsumexp(anyrt.asarray(xneg), axis=axis).numpy(),
                               _logsumexp(xneg.astype(np.float64), axis), rtol=1e-6)


def test_strided_reversed_and_broadcast_inputs() -> None:
    base = RNG.standard_normal((8, 9, 10))
    view = base[::-2, :, 1::3].transpose(2, 0, 1)
    t = anyrt.asarray(base)[::-2, :, 1::3].permute(2, 0, 1)
    np.testing.assert_allclose(anyrt.ops.var(t, axis=(0, 2), keepdim=True).numpy(),
                               np.var(view, axis=(0, 2), ddof=1, keepdims=True), rtol=1e-12)
    np.testing.assert_allclose(anyrt.ops.logsumexp(t, axis=1).numpy(), _logsumexp(view, (1,)), rtol=1e-12)
    row = anyrt.asarray(np.arange(4.0)).expand(3, 4)  # a zero-stride input: every row the same
    np.testing.assert_array_equal(anyrt.ops.var(row, axis=0).numpy(), np.zeros(4))
    np.testing.assert_allclose(anyrt.ops.logsumexp(row, axis=0).numpy(), np.arange(4.0) + np.log(3), rtol=1e-15)


def test_the_edge_values_torch_defines() -> None:
    inf, nan = np.inf, np.nan
    x = np.array([[1000.0, 1000.0], [-1000.0, -1000.0], [-inf, -inf], [inf, 1.0], [inf, -inf], [nan, 1.0]])
    got = anyrt.ops.logsumexp(anyrt.asarray(x), axis=1).numpy()
    np.testing.assert_allclose(got[:2], [1000 + np.log(2), -1000 + np.log(2)], rtol=1e-15)
    np.testing.assert_array_equal(got[2:], [-inf, inf, inf, nan])
    empty = anyrt.asarray(np.zeros((3, 0)))
    np.testing.assert_array_equal(anyrt.ops.logsumexp(empty, axis=1).numpy(), [-inf] * 3)
    assert np.isnan(anyrt.ops.var(empty, axis=1).numpy()).all()
    one = anyrt.asarray(np.array([[2.0], [3.0]]))
    assert np.isnan(anyrt.ops.var(one, axis=1).numpy()).all()  # n == correction: 0 / 0
    np.testing.assert_array_equal(anyrt.ops.var(one, axis=1, correction=0).numpy(), [0.0, 0.0])
    two = anyrt.asarray(np.array([[2.0, 4.0]]))
    np.testing.assert_array_equal(anyrt.ops.var(two, axis=1, correction=3).numpy(), [inf])  # as NumPy's ddof > n
    np.testing.assert_array_equal(anyrt.ops.var(anyrt.asarray(np.array([inf, 1.0]))).numpy(), nan)


def test_a_negative_correction_is_refused_by_name() -> None:
    with pytest.raises(anyrt.Error, match="correction"):
        anyrt.ops.var(anyrt.asarray(X), axis=0, correction=-1.0)


_PROGRAM = """
import hashlib, numpy as np, anyrt
x = (np.random.default_rng(3).standard_normal((64, 70001)) * 5 + 7).astype(np.float32)
t = anyrt.asarray(x)
h = anyrt.asarray(x[:8].astype(np.float16))
parts = [anyrt.ops.var(t).numpy(), anyrt.ops.var(t, axis=1).numpy(), anyrt.ops.std(t, axis=0).numpy(),
         anyrt.ops.logsumexp(t, axis=1).numpy(), anyrt.ops.logsumexp(t, axis=0).numpy(),
         anyrt.ops.logsumexp(t).numpy(), anyrt.ops.var(h, axis=1).numpy()]
print(hashlib.sha256(b"".join(p.tobytes() for p in parts)).hexdigest())
"""


def test_the_same_bits_for_every_thread_count() -> None:
    digests = set()
    for threads in ("1", "2", "3"):
        env = {**os.environ, "ANYRT_CPU_THREADS": threads}
        done = subprocess.run([sys.executable, "-c", _PROGRAM], env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        digests.add(done.stdout.strip())
    assert len(digests) == 1, digests


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
@pytest.mark.parametrize("walk", ["inner", "cols", "blocks"])
def test_equal_values_have_no_spread_beyond_their_rounding(dtype: str, walk: str) -> None:
    # The fuzzer's find: f32 std of 144 equal values was 3.7e-5 (ulps of the value: the mean summed in
    # f32 was not the value). The pivot of f16/bf16/f32 sums in f64, where n equal values sum exactly, so
    # their spread is exactly 0; f64 has nothing wider: its sum's rounding, as NumPy and torch (np.std of
    # 144 times 0.1 is 1.4e-17, torch's f32 std of 70001 times 1.7 is 7e-7). Ours sums f64 in 16 lanes in
    # order (NumPy: pairwise), so its error grows with n / 16: 1.1e-13 for 70001 times 0.1.
    shape = {"inner": (3, 144), "cols": (144, 3), "blocks": (2, 70001)}[walk]
    axis = 0 if walk == "cols" else 1
    for v in (0.1, 1.7, -3.3e3, 317.3):
        base = anyrt.asarray(np.array([v], dtype=np.float64)).astype(dtype)
        held = float(base.astype("float64").numpy()[0])
        bound = 0.0 if dtype != "float64" else 4e-12 * abs(held)
        x = anyrt.asarray(np.full(shape, held)).astype(dtype)
        for f in (anyrt.ops.var, anyrt.ops.std):
            got = f(x, axis=axis).astype("float64").numpy()
            assert (got <= (bound if f is anyrt.ops.std else bound * bound)).all(), (f, v, got)
        z = base.expand(*shape) if len(shape) == 1 else base.reshape(1, 1).expand(*shape)  # zero strides
        got = anyrt.ops.std(z, axis=axis).astype("float64").numpy()
        assert (got <= bound).all(), (v, got)
