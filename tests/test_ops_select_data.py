"""isin, nonzero and masked_select beyond their conformance cases: every dtype against NumPy, the edge
values (NaN, -0.0, empty sets and inputs, 0-dim inputs), strided and broadcast operands, the count-then-fill
API a framework calls (anyrt.ops without `out` counts and waits; with `out` it fills k rows and pads, as
torch's nonzero_static), and refusals by name."""

from __future__ import annotations

import numpy as np
import pytest

import anyrt

RNG = np.random.default_rng(5)
DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64"]


def _values(dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    v = RNG.integers(-3, 4, size=shape)
    if dtype == "bool":
        return v > 0
    if dtype == "uint8":
        return np.abs(v).astype(np.uint8)
    return v.astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("invert", [False, True])
def test_isin_matches_numpy_for_every_dtype(dtype: str, invert: bool) -> None:
    x, t = _values(dtype, (4, 5, 6)), _values(dtype, (7,))
    got = anyrt.ops.isin(anyrt.asarray(x), anyrt.asarray(t), invert=invert).numpy()
    np.testing.assert_array_equal(got, np.isin(x, t, invert=invert))


def test_isin_of_a_large_set_of_int64_beyond_doubles_precision() -> None:
    base = np.int64(2**60)
    t = base + np.arange(0, 2000, 2, dtype=np.int64)  # even offsets only; f64 would merge neighbours
    x = base + np.arange(0, 100, dtype=np.int64)
    got = anyrt.ops.isin(anyrt.asarray(x), anyrt.asarray(t)).numpy()
    np.testing.assert_array_equal(got, np.arange(100) % 2 == 0)


def test_isin_edge_values_and_shapes() -> None:
    x = np.array([np.nan, 0.0, -0.0, 1.0, np.inf], np.float32)
    t = np.array([[np.nan, -0.0], [np.inf, 5.0]], np.float32)  # any shape: flattened
    np.testing.assert_array_equal(anyrt.ops.isin(anyrt.asarray(x), anyrt.asarray(t)).numpy(),
                                  [False, True, True, False, True])
    empty = anyrt.asarray(np.zeros(0, np.float32))
    np.testing.assert_array_equal(anyrt.ops.isin(anyrt.asarray(x), empty).numpy(), [False] * 5)
    np.testing.assert_array_equal(anyrt.ops.isin(anyrt.asarray(x), empty, invert=True).numpy(), [True] * 5)
    base = np.arange(24, dtype=np.int32).reshape(4, 6)
    xs = anyrt.asarray(base)[::-1, ::2]
    got = anyrt.ops.isin(xs, anyrt.asarray(np.array([0, 2, 20, 22], np.int32))).numpy()
    np.testing.assert_array_equal(got, np.isin(base[::-1, ::2], [0, 2, 20, 22]))


@pytest.mark.parametrize("dtype", DTYPES)
def test_nonzero_counts_then_fills_as_torch_nonzero(dtype: str) -> None:
    x = _values(dtype, (3, 4, 5))
    got = anyrt.ops.nonzero(anyrt.asarray(x)).numpy()
    assert got.dtype == np.int64
    np.testing.assert_array_equal(got, np.argwhere(x))


def test_nonzero_with_out_pads_or_cuts_as_nonzero_static() -> None:
    x = np.array([[0, 1.5, 0], [np.nan, 0, -0.0]])  # NaN counts, -0.0 does not
    want = np.array([[0, 1], [1, 0]])
    np.testing.assert_array_equal(anyrt.ops.nonzero(anyrt.asarray(x)).numpy(), want)
    out = anyrt.empty((4, 2), "int64")
    anyrt.ops.nonzero(anyrt.asarray(x), out=out, fill_value=-7)
    np.testing.assert_array_equal(out.numpy(), [[0, 1], [1, 0], [-7, -7], [-7, -7]])
    one = anyrt.empty((1, 2), "int64")
    np.testing.assert_array_equal(anyrt.ops.nonzero(anyrt.asarray(x), out=one).numpy(), [[0, 1]])


def test_nonzero_of_strided_empty_and_0_dim_inputs() -> None:
    base = _values("int32", (6, 8))
    view = anyrt.asarray(base)[1::2, ::-3]
    np.testing.assert_array_equal(anyrt.ops.nonzero(view).numpy(), np.argwhere(base[1::2, ::-3]))
    assert anyrt.ops.nonzero(anyrt.asarray(np.zeros((3, 0)))).numpy().shape == (0, 2)
    assert anyrt.ops.nonzero(anyrt.asarray(np.zeros((2, 2)))).numpy().shape == (0, 2)
    assert anyrt.ops.nonzero(anyrt.asarray(np.array(3.0))).numpy().shape == (1, 0)


def test_nonzero_refuses_an_out_without_a_column_per_dim_by_name() -> None:
    with pytest.raises(anyrt.Error, match="out"):
        anyrt.ops.nonzero(anyrt.asarray(np.ones((2, 3))), out=anyrt.empty((6, 3), "int64"))


@pytest.mark.parametrize("dtype", [*DTYPES, "bfloat16"])
def test_masked_select_matches_numpy_for_every_dtype(dtype: str) -> None:
    x = _values("float32" if dtype == "bfloat16" else dtype, (4, 5))
    t = anyrt.asarray(x).astype("bfloat16") if dtype == "bfloat16" else anyrt.asarray(x)
    mask = RNG.random((4, 5)) > 0.5
    got = anyrt.ops.masked_select(t, anyrt.asarray(mask)).numpy()
    np.testing.assert_array_equal(got, x[mask])


def test_masked_select_broadcasts_both_ways_and_pads_a_given_out() -> None:
    x = np.arange(12.0).reshape(3, 4)
    row_mask = np.array([True, False, False, True])
    got = anyrt.ops.masked_select(anyrt.asarray(x), anyrt.asarray(row_mask)).numpy()
    np.testing.assert_array_equal(got, x[np.broadcast_to(row_mask, x.shape)])
    col = np.array([[1.0], [2.0]])
    mask = np.array([[True, False, True], [False, True, True]])
    got = anyrt.ops.masked_select(anyrt.asarray(col), anyrt.asarray(mask)).numpy()  # x broadcasts to the mask
    np.testing.assert_array_equal(got, np.broadcast_to(col, (2, 3))[mask])
    out = anyrt.empty((7,), "float64")
    anyrt.ops.masked_select(anyrt.asarray(x), anyrt.asarray(row_mask), out=out)
    np.testing.assert_array_equal(out.numpy(), [0, 3, 4, 7, 8, 11, 0])


def test_masked_select_refuses_shapes_that_do_not_broadcast_by_name() -> None:
    with pytest.raises(anyrt.Error, match="mask"):
        anyrt.ops.masked_select(anyrt.asarray(np.ones((2, 3))), anyrt.asarray(np.ones((4,), bool)))


def test_the_core_broadcasts_the_mask_to_x_and_refuses_one_that_does_not_fit() -> None:
    """The C API (the generated operator, `out` given): mask [..] broadcasts to x's shape, checked by name."""
    from anyrt._gen import ops as generated

    x = anyrt.asarray(np.arange(6.0).reshape(2, 3))
    out = anyrt.empty((3,), "float64")
    generated.masked_select(x, anyrt.asarray(np.array([True, False, True])), out)
    np.testing.assert_array_equal(out.numpy(), [0, 2, 3])
    with pytest.raises(anyrt.Error, match="mask.*broadcast"):
        generated.masked_select(x, anyrt.asarray(np.ones((2, 2), bool)), out)
