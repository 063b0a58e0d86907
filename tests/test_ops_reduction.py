"""The reductions (spec entries with `reduces`, kernels generated over ak_reduce.c's walk) beyond their
conformance cases: every set of axes of a 3-dim input in both walks, strided and reversed inputs, large
single outputs (the fixed blocks), empty reductions, `axis` / `keepdim` / `out` in anyrt.ops, refusals,
and the same bits whatever the thread count."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

import numpy as np
import pytest

import anyrt
from anyrt._op_runtime import OpInfo, run

RNG = np.random.default_rng(7)
X = RNG.standard_normal((5, 6, 7))
AXES = [None, *[c for r in (1, 2, 3) for c in itertools.combinations(range(3), r)]]


@pytest.mark.parametrize("axis", AXES, ids=str)
@pytest.mark.parametrize("name,ref", [("sum", np.sum), ("mean", np.mean), ("amax", np.max), ("amin", np.min),
                                      ("prod", np.prod)])
def test_float_reductions_over_every_set_of_axes_match_numpy(name: str, ref: object, axis: tuple[int, ...] | None) -> None:
    x = X.astype(np.float64)
    got = getattr(anyrt.ops, name)(anyrt.asarray(x), axis=axis).numpy()
    want = ref(x, axis=axis)  # type: ignore[operator]
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("axis", AXES, ids=str)
def test_integer_and_bool_reductions_are_exact(axis: tuple[int, ...] | None) -> None:
    x = RNG.integers(-3, 4, size=(5, 6, 7)).astype(np.int32)
    t = anyrt.asarray(x)
    np.testing.assert_array_equal(anyrt.ops.sum(t, axis=axis).numpy(), x.sum(axis=axis, dtype=np.int64).astype(np.int32))
    np.testing.assert_array_equal(anyrt.ops.amax(t, axis=axis).numpy(), x.max(axis=axis))
    np.testing.assert_array_equal(anyrt.ops.any(t, axis=axis).numpy(), x.any(axis=axis))
    np.testing.assert_array_equal(anyrt.ops.all(t, axis=axis).numpy(), x.all(axis=axis))
    np.testing.assert_array_equal(anyrt.ops.count_nonzero(t, axis=axis).numpy(), np.count_nonzero(x, axis=axis))



@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "int32", "bool"])
@pytest.mark.parametrize("name", ["sum", "prod", "cumsum", "cumprod"])
def test_integer_sums_and_products_give_int64_as_numpy_and_torch(name: str, dtype: str) -> None:
    """int8 100 + 100 + 100 is 300, not 44: the spec's `int_result` (int64), as NumPy's and torch's
    promotion; an int64 out= is taken, an out= of x's own dtype keeps wrapping in it (torch's dtype=)."""
    x = np.array([[100, 100, 100], [3, 5, 7]]).astype(dtype)
    ref = {"sum": lambda a: a.sum(axis=-1), "prod": lambda a: a.prod(axis=-1), "cumsum": lambda a: a.cumsum(axis=-1),
           "cumprod": lambda a: a.cumprod(axis=-1)}[name]
    want = ref(x.astype(np.int64))
    fn = getattr(anyrt.ops, name)
    call = (lambda t, **kw: fn(t, axis=-1, **kw)) if name in ("sum", "prod") else (lambda t, **kw: fn(t, dim=-1, **kw))
    got = call(anyrt.asarray(x))
    assert got.dtype == "int64", got.dtype
    np.testing.assert_array_equal(got.numpy(), want)
    out = anyrt.asarray(np.zeros(want.shape, np.int64))
    call(anyrt.asarray(x), out=out)
    np.testing.assert_array_equal(out.numpy(), want)
    if dtype != "bool":
        own = anyrt.asarray(np.zeros(want.shape, dtype))
        call(anyrt.asarray(x), out=own)
        np.testing.assert_array_equal(own.numpy(), want.astype(dtype))  # wrapped, as asked
    np.testing.assert_array_equal(call(x).numpy(), want)  # a NumPy operand too


def test_a_strided_reversed_input_and_keepdim() -> None:
    base = RNG.standard_normal((8, 9, 10)).astype(np.float32)
    view = base[::-2, :, 1::3].transpose(2, 0, 1)
    t = anyrt.asarray(base)[::-2, :, 1::3].permute(2, 0, 1)
    got = anyrt.ops.sum(t, axis=(0, 2), keepdim=True).numpy()
    assert got.shape == (1, 4, 1)
    np.testing.assert_allclose(got, view.astype(np.float64).sum(axis=(0, 2), keepdims=True), rtol=1e-5)


def test_one_output_over_millions_of_elements_is_accurate_and_halves_accumulate_in_f32() -> None:
    x = RNG.standard_normal(3_000_001).astype(np.float32)
    got = float(anyrt.ops.sum(anyrt.asarray(x)).numpy())
    assert abs(got - x.astype(np.float64).sum()) < 1e-4 * np.abs(x).sum() / 100
    h = np.full(100_000, 0.1, np.float16)  # summed in f16 this stops growing at 256
    np.testing.assert_allclose(float(anyrt.ops.sum(anyrt.asarray(h)).numpy()), 100_000 * float(h[0]), rtol=1e-3)


def test_reducing_an_empty_dim_gives_the_start_value() -> None:
    x = anyrt.asarray(np.zeros((3, 0), np.float32))
    np.testing.assert_array_equal(anyrt.ops.sum(x, axis=1).numpy(), np.zeros(3))
    np.testing.assert_array_equal(anyrt.ops.prod(x, axis=1).numpy(), np.ones(3))
    assert np.isnan(anyrt.ops.mean(x, axis=1).numpy()).all()
    assert anyrt.ops.all(x).numpy()[()] and not anyrt.ops.any(x).numpy()[()]


def test_amax_propagates_nan_as_torch_amax() -> None:
    x = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, 6.0]], np.float32)
    np.testing.assert_array_equal(anyrt.ops.amax(anyrt.asarray(x), axis=1).numpy(), [np.nan, 6.0])


def test_out_has_the_returned_shape_and_bad_axes_are_refused_by_name() -> None:
    x = anyrt.asarray(X.astype(np.float32))
    out = anyrt.empty((5, 7))
    assert anyrt.ops.sum(x, axis=1, out=out) is out
    np.testing.assert_allclose(out.numpy(), X.sum(axis=1), rtol=1e-5)
    with pytest.raises(anyrt.Error, match="out.*shape"):
        anyrt.ops.sum(x, axis=1, out=anyrt.empty((5, 1, 7)))
    with pytest.raises(anyrt.Error, match="axis"):
        anyrt.ops.sum(x, axis=3)


def test_the_core_refuses_an_output_dim_that_is_neither_the_inputs_nor_1() -> None:
    x = anyrt.asarray(X.astype(np.float32))
    with pytest.raises(anyrt.Error, match="dim 1 is 3: it must be x's 6, or 1 where sum reduces it"):
        run(OpInfo.of("sum"), (x,), anyrt.empty((5, 3, 7)), (), None)
    with pytest.raises(anyrt.Error, match="has 2 dims, but sum reduces x of 3 dims into it"):
        run(OpInfo.of("sum"), (x,), anyrt.empty((5, 7)), (), None)


_PROGRAM = """
import hashlib, numpy as np, anyrt
x = np.random.default_rng(3).standard_normal((64, 70001)).astype(np.float32)
t = anyrt.asarray(x)
parts = [anyrt.ops.sum(t).numpy(), anyrt.ops.sum(t, axis=1).numpy(), anyrt.ops.sum(t, axis=0).numpy(),
         anyrt.ops.norm(t, axis=1).numpy(), anyrt.ops.mean(anyrt.asarray(x.astype(np.float16))).numpy()]
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


def test_an_f16_prod_with_a_zero_after_an_overflow_is_nan_or_zero_and_the_fuzzer_takes_both() -> None:
    """Found by the fuzzer: prod of 144 f16 values gave NaN where NumPy's f64 reference gave -0.0. The
    kernel multiplies f16 in f32 (as torch's CPU prod), in its lanes' order: a partial product reaching
    inf before the zero gives inf * 0 = NaN, another order +-0; both are IEEE roundings of the one exact
    product, so the fuzzer (tests/fuzz_ops.py prod_order_dependent) takes NaN there, and only there."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("fuzz_ops", os.path.join(os.path.dirname(__file__), "fuzz_ops.py"))
    assert spec is not None and spec.loader is not None
    fuzz = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_ops"] = fuzz  # its dataclasses look their module up
    spec.loader.exec_module(fuzz)
    x = np.ones((3, 144), np.float16)
    x[0, :12] = 60000  # 60000^12 overflows f32 long before the zero at the end
    x[0, -1] = -0.0
    x[1, :12] = 60000  # overflows, no zero: inf in every order
    x[2, 5] = 0  # a zero, no overflow: 0 in every order
    got = anyrt.ops.prod(anyrt.asarray(x), axis=1).numpy()
    want = np.prod(x.astype(np.float64), axis=1).astype(np.float16)
    assert np.isnan(got[0]) or got[0] == 0
    np.testing.assert_array_equal(got[1:], want[1:])
    loose = fuzz.prod_order_dependent(x.astype(np.float64), (1,), "float16").reshape(3)
    assert loose.tolist() == [True, False, False]
    assert not fuzz.prod_order_dependent(x.astype(np.float64), (1,), "float64").any()  # f64 holds 60000^12


@pytest.mark.parametrize("name", ["amax", "amin"])
def test_amax_and_amin_of_no_elements_are_refused_at_creation_as_torch(name: str) -> None:
    """They returned -inf / +inf (the start value) where torch raises "Expected reduction dim 1 to have
    non-zero size": there is no largest of no elements. An output with no elements is still fine."""
    f = getattr(anyrt.ops, name)
    for dtype in ("float32", "int32"):
        x = anyrt.asarray(np.zeros((3, 0), dtype))
        with pytest.raises(anyrt.InvalidValueError, match=rf"{name}.*'?x'?.*dim 1 is 0.*non-zero size"):
            f(x, axis=1)
        with pytest.raises(anyrt.InvalidValueError, match="non-zero size"):
            f(x)  # every dim
        assert f(x, axis=0).shape == (0,)  # no output: nothing to compute (torch too)
    with pytest.raises(anyrt.InvalidValueError, match="non-zero size"):
        f(anyrt.asarray(np.zeros((0, 4), np.float32)), axis=0)
    np.testing.assert_array_equal(anyrt.ops.sum(anyrt.asarray(np.zeros((3, 0), np.float32)), axis=1).numpy(), np.zeros(3))


@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_argmax_and_argmin_of_an_empty_row_are_refused_at_creation(name: str) -> None:
    """They failed at the run (synchronize) on an empty row; torch raises at the call: the descriptor refuses it."""
    f = getattr(anyrt.ops, name)
    with pytest.raises(anyrt.InvalidValueError, match=rf"{name}.*dim 1 is 0.*non-zero size"):
        f(anyrt.asarray(np.zeros((2, 0), np.float32)))
    assert f(anyrt.asarray(np.zeros((0, 3), np.float32))).shape == (0,)
