"""The elementwise families (operators with an `expr`, kernels generated) and cast beyond their
conformance cases: cast between every pair of dtypes against NumPy's astype, its edge values (NaN,
saturation, negative to unsigned, to bool), strided and broadcast sources, and family members on edge
values their conformance ranges leave out (NaN, signed zeros, integer division by zero)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import anyrt
from anyrt._gen.elementwise_reference import REFERENCES

# anyrt dtype -> NumPy storage (bfloat16 as its bits, converted by hand below)
NUMPY = {"bool": np.bool_, "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
         "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64, "float16": np.float16,
         "float32": np.float32, "float64": np.float64}
FLOATS = ("float16", "float32", "float64")


def _bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bits, rounded to nearest even (NaN kept quiet)."""
    b = np.ascontiguousarray(x, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FC0), rounded)


def _bf16_values(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


def _values(dtype: str) -> np.ndarray:
    """Values every dtype holds exactly, negative ones too, and -0.0 / fractions for floats."""
    base = np.array([0, 1, -1, 2, -3, 5, 7, -8, 100, -100, 3.5, -2.75, 0.5, -0.0], np.float64)
    if dtype in FLOATS or dtype == "bfloat16":
        return base
    if dtype == "bool":
        return (base != 0).astype(np.float64)
    ints = np.trunc(base)
    return ints if dtype.startswith("int") else np.abs(ints)


@pytest.mark.parametrize("src", [*NUMPY, "bfloat16"])
@pytest.mark.parametrize("dst", [*NUMPY, "bfloat16"])
def test_cast_between_every_pair_of_dtypes_is_numpys_astype(src: str, dst: str) -> None:
    vals = _values(src)
    x_host = _bf16_bits(vals.astype(np.float32)) if src == "bfloat16" else vals.astype(NUMPY[src])
    x = anyrt.asarray(x_host, dtype=src) if src == "bfloat16" else anyrt.asarray(x_host)
    y = anyrt.empty(x_host.shape, dtype=dst)
    anyrt.ops.cast(x, out=y)
    got = y.numpy()
    exact = _bf16_values(x_host) if src == "bfloat16" else x_host
    if dst == "bfloat16":
        want = _bf16_values(_bf16_bits(exact.astype(np.float32)))  # .numpy() gives bfloat16 as float32
    elif dst == "bool":
        want = exact != 0
    elif src in (*FLOATS, "bfloat16") and dst not in FLOATS:
        want = np.trunc(exact.astype(np.float64)).astype(np.int64).astype(NUMPY[dst])  # through int64, wrapping
    else:
        want = exact.astype(NUMPY[dst])
    np.testing.assert_array_equal(got, want, err_msg=f"{src} -> {dst}")


def test_cast_of_nan_and_out_of_range_floats_is_defined() -> None:
    x = np.array([np.nan, np.inf, -np.inf, 1e30, -1e30, -1.5, 2.9], np.float64)
    y = anyrt.empty(x.shape, dtype="int64")
    anyrt.ops.cast(anyrt.asarray(x), out=y)
    big = np.iinfo(np.int64)
    np.testing.assert_array_equal(y.numpy(), [0, big.max, big.min, big.max, big.min, -1, 2])
    u = anyrt.empty(x.shape, dtype="uint8")
    anyrt.ops.cast(anyrt.asarray(x), out=u)
    assert list(u.numpy()[5:]) == [255, 2]  # -1.5 -> -1 -> wraps to 255, as NumPy on x86-64
    b = anyrt.empty(x.shape, dtype="bool")
    anyrt.ops.cast(anyrt.asarray(x), out=b)
    assert b.numpy().all()  # NaN is not 0


def test_cast_reads_a_transposed_reversed_and_broadcast_source() -> None:
    base = np.arange(24, dtype=np.float32).reshape(4, 6) - 11.5
    src = base.T[::-1, ::2]  # negative and non-unit strides
    y = anyrt.empty(src.shape, dtype="float16")
    anyrt.ops.cast(anyrt.asarray(base).T[::-1, ::2], out=y)
    np.testing.assert_array_equal(y.numpy(), src.astype(np.float16))
    row = np.array([1.25, -2.5, 3.0], np.float64)
    z = anyrt.empty((4, 3), dtype="int32")
    anyrt.ops.cast(anyrt.asarray(row), out=z)  # broadcast: every row the same
    np.testing.assert_array_equal(z.numpy(), np.broadcast_to(np.trunc(row).astype(np.int32), (4, 3)))


def test_float_members_on_nan_and_signed_zero_follow_numpy() -> None:
    a = np.array([np.nan, 1.0, -0.0, 2.0, -np.inf], np.float32)
    b = np.array([1.0, np.nan, 0.0, -3.0, 1.0], np.float32)
    ta, tb = anyrt.asarray(a), anyrt.asarray(b)
    np.testing.assert_array_equal(anyrt.ops.maximum(ta, tb).numpy(), np.maximum(a, b))
    np.testing.assert_array_equal(anyrt.ops.minimum(ta, tb).numpy(), np.minimum(a, b))
    np.testing.assert_array_equal(anyrt.ops.fmax(ta, tb).numpy(), np.fmax(a, b))
    # sign is torch's (spec/operators.yaml): NaN and -0 give +0 where np.sign keeps NaN
    sign = anyrt.ops.sign(ta).numpy()
    np.testing.assert_array_equal(sign, np.where(np.isnan(a), 0, np.sign(a)))
    assert not np.signbit(sign[[0, 2]]).any()
    np.testing.assert_array_equal(anyrt.ops.isnan(ta).numpy(), np.isnan(a))
    np.testing.assert_array_equal(anyrt.ops.isfinite(ta).numpy(), np.isfinite(a))
    np.testing.assert_array_equal(anyrt.ops.eq(ta, tb).numpy(), a == b)  # NaN equals nothing, -0 == 0
    assert np.signbit(anyrt.ops.neg(anyrt.asarray(np.zeros(1, np.float32))).numpy()[0])


def test_integer_floor_division_and_remainder_follow_python_and_give_0_for_a_0_divisor() -> None:
    a = np.array([7, -7, 7, -7, 5, np.iinfo(np.int64).min], np.int64)
    b = np.array([2, 2, -2, -2, 0, -1], np.int64)
    q = anyrt.ops.floor_divide(anyrt.asarray(a), anyrt.asarray(b)).numpy()
    r = anyrt.ops.remainder(anyrt.asarray(a), anyrt.asarray(b)).numpy()
    assert list(q[:4]) == [7 // 2, -7 // 2, 7 // -2, -7 // -2] and q[4] == 0
    assert q[5] == np.iinfo(np.int64).min  # wraps, as torch's int64 does, instead of trapping
    assert list(r[:4]) == [7 % 2, -7 % 2, 7 % -2, -7 % -2] and r[4] == 0 and r[5] == 0


def test_where_selects_by_a_broadcast_bool_mask_in_place() -> None:
    cond = np.array([[True], [False]])
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    b = np.full((2, 3), -1, np.int32)
    ta = anyrt.asarray(a.copy())
    anyrt.ops.where(anyrt.asarray(cond), ta, anyrt.asarray(b), out=ta)  # the output is an input
    np.testing.assert_array_equal(ta.numpy(), np.where(cond, a, b))


def test_a_member_refuses_a_dtype_it_does_not_take_by_name() -> None:
    t = anyrt.asarray(np.ones(3, np.bool_))
    with pytest.raises(anyrt.Error, match="is bool, but maximum takes"):
        anyrt.ops.maximum(t, t)


def test_cast_without_out_is_a_copy_in_xs_dtype() -> None:
    """Found by the fuzzer: anyrt.ops.cast(x) allocated its output as int64 (the rule for index outputs,
    int32 or int64, took cast's list of every dtype), so a float x silently became integers."""
    x = np.array([[np.nan, 1.5], [-2.25, np.inf]], np.float32)
    y = anyrt.ops.cast(anyrt.asarray(x)[:, ::-1])
    assert str(y.dtype) == "float32"
    np.testing.assert_array_equal(y.numpy(), x[:, ::-1])
    assert str(anyrt.ops.argmax(anyrt.asarray(np.ones((2, 3), np.int32))).dtype) == "int64"  # index outputs keep int64


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_logaddexp_of_equal_infinities_is_that_infinity(dtype: str) -> None:
    """Found by the fuzzer: max + log1p(exp(-|a - b|)) gave NaN for inf and inf (inf - inf), and for -inf
    and -inf, where NumPy and torch give inf and -inf."""
    inf = np.inf
    a = np.array([-inf, inf, -inf, inf, 1.0, 3.0, np.nan], dtype)
    b = np.array([-inf, inf, 2.0, -inf, 1.0, -inf, np.nan], dtype)
    got = anyrt.ops.logaddexp(anyrt.asarray(a), anyrt.asarray(b)).numpy()
    np.testing.assert_allclose(got, np.logaddexp(a, b), rtol=1e-3 if dtype == "float16" else 1e-6)


def test_f32_log_is_within_1_ulp_over_every_binade_and_keeps_its_special_values() -> None:
    """f32 log is ak_logf (runtime/kernels/ak_ew.h: a vectorizable polynomial, not a libm call per
    element); its bound, 1 ulp of the correctly rounded result, measured against NumPy's f64 log on
    a million bit patterns from the smallest subnormal to the largest float (contiguous: the vector
    body; reversed: the strided loop)."""
    bits = np.unique(np.random.default_rng(3).integers(1, 0x7F800000, 1_000_000, dtype=np.uint32))
    x = bits.view(np.float32)
    for view in (slice(None), slice(None, None, -1)):
        got = anyrt.ops.log(anyrt.asarray(x)[view]).numpy().astype(np.float64)
        ref = np.log(x[view].astype(np.float64))
        ulp = np.spacing(np.abs(ref.astype(np.float32))).astype(np.float64)
        assert np.max(np.abs(got - ref) / ulp) <= 1.0
    special = np.array([0.0, -0.0, -1.0, -np.inf, np.inf, np.nan, 1.0, 2.0], np.float32)
    got = anyrt.ops.log(anyrt.asarray(special)).numpy()
    np.testing.assert_array_equal(got, [-np.inf, -np.inf, np.nan, np.nan, np.inf, np.nan, 0.0, np.float32(np.log(2.0))])


@pytest.mark.parametrize("view", [slice(None), slice(None, None, -1)], ids=["contiguous", "reversed"])
def test_f32_tanh_is_within_2_ulp_and_keeps_its_special_values(view: slice) -> None:
    """f32 tanh is ak_tanhf (runtime/kernels/ak_internal.h: a polynomial below 0.625, ak_expf above, a body
    the compiler vectorizes); its bound, 2 ulp of the correctly rounded result, measured against NumPy's
    f64 tanh on a million bit patterns of both signs up to the largest float."""
    rng = np.random.default_rng(4)
    bits = rng.integers(0, 0x7F800000, 1_000_000, dtype=np.uint32) | (rng.integers(0, 2, 1_000_000, dtype=np.uint32) << 31)
    x = np.unique(bits).view(np.float32)
    got = anyrt.ops.tanh(anyrt.asarray(x)[view]).numpy().astype(np.float64)
    ref = np.tanh(x[view].astype(np.float64))
    ulp = np.spacing(np.abs(ref.astype(np.float32))).astype(np.float64)
    assert np.max(np.abs(got - ref) / ulp) <= 2.0
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 9.0, -20.0], np.float32)
    got32 = anyrt.ops.tanh(anyrt.asarray(special)).numpy()
    np.testing.assert_array_equal(got32, [0.0, -0.0, 1.0, -1.0, np.nan, np.float32(np.tanh(9.0)), -1.0])
    assert np.signbit(got32[1])


def _gelutanh_grad_f64(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """gelu-tanh's derivative in f64 without cancellation: 0.5 (1 + tanh u) = 1 / (1 + e^-2u), and
    1 - tanh^2 u = 1 / cosh^2 u (cosh overflowing to inf gives 0, the f32 value); and the sum of its two
    terms' magnitudes, what an f32 rounding of either is relative to."""
    k = 0.7978845608028654
    u = k * (x + 0.044715 * x**3)
    with np.errstate(over="ignore"):
        first, second = 1 / (1 + np.exp(-2 * u)), 0.5 * x * k * (1 + 0.134145 * x * x) / np.cosh(u) ** 2
    return first + second, np.abs(first) + np.abs(second)


def test_f32_gelutanh_backward_keeps_its_relative_accuracy_in_the_tails() -> None:
    """Found by the fuzzer: 1 + tanh(u) and 1 - tanh(u)^2 cancel at large |x|, where gelu's slope is
    tiny: 4e-4 relative error at x = -3.5 in f32 (the f64 reference of the same form loses it from
    x < -6). Written with a = e^(-2|u|), nothing cancels: within 2e-6 + 8 |u| eps of the terms' size (u's
    own f32 rounding grows 2|u|-fold in e^(-2|u|), in any f32 form; relative to the slope itself in the
    tails; near the slope's root at x = -0.75 the two terms cancel in any form) wherever
    the slope is above 1e-30 (a = e^(-2|u|) above ~2^-108: ak_expf's last binades before f32's underflow
    are coarser, and a subnormal a has fewer bits)."""
    x = np.linspace(-12, 12, 24001, dtype=np.float32)
    want, size = _gelutanh_grad_f64(x.astype(np.float64))
    got = anyrt.ops.gelutanh_backward(anyrt.asarray(np.ones_like(x)), anyrt.asarray(x)).numpy().astype(np.float64)
    held = np.abs(want) > 1e-30
    u = np.abs(0.7978845608028654 * (x.astype(np.float64) + 0.044715 * x.astype(np.float64) ** 3))
    bad = held & (np.abs(got - want) > (2e-6 + 8 * u * np.finfo(np.float32).eps) * size)
    assert not bad.any(), list(zip(x[bad][:5], got[bad][:5], want[bad][:5], strict=True))
    assert np.all(np.abs(got[~held]) <= 1e-29)
    # the spec's NumPy reference (the conformance cases' and the fuzzer's) is the cancellation-free form too
    ref = REFERENCES["gelutanh_backward"]({"dy": np.ones(x.shape), "x": x.astype(np.float64)}, {})
    np.testing.assert_allclose(ref, want, rtol=1e-12, atol=1e-300)


def _f32_bits(seed: int, top: int = 0x7F800000, signs: bool = True) -> np.ndarray:
    """A million distinct f32 bit patterns from 0 up to `top` (exclusive), of both signs."""
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, top, 1_000_000, dtype=np.uint32)
    if signs:
        bits |= rng.integers(0, 2, 1_000_000, dtype=np.uint32) << 31
    return np.unique(bits).view(np.float32)


def _ulps(got: np.ndarray, ref: np.ndarray) -> np.ndarray:
    """|got - ref| in ulps of the f32 nearest ref (ref in f64)."""
    ulp = np.spacing(np.abs(ref.astype(np.float32))).astype(np.float64)
    return np.abs(got.astype(np.float64) - ref) / ulp


# f32 members vectorized as log and tanh were (plain arithmetic, no libm call per element), each with the
# bound measured against NumPy's f64 (math.erf for erf) on a million bit patterns, contiguous (the vector
# body; erf, hand-written, also reversed: its strided loop): erf 3 ulp (ak_erff), log1p 2 ulp (ak_log1pf),
# expm1 3 ulp (ak_expm1f); sigmoid (1 / (1 + ak_expf(-x)), vectorized before) 3 ulp where its result is a
# normal f32. (~1.5 s each: a million elements and their reference.)
_MATH = {
    "erf": (lambda x: np.vectorize(math.erf, otypes=[np.float64])(x), 3.0, 0x7F800000),
    "log1p": (np.log1p, 2.0, 0x7F800000),
    "expm1": (np.expm1, 3.0, 0x7F800000),
    "sigmoid": (lambda x: 1 / (1 + np.exp(-x)), 3.0, 0x7F800000),
}


@pytest.mark.parametrize("name,view", [(n, slice(None)) for n in sorted(_MATH)] + [("erf", slice(None, None, -1))],
                         ids=[*sorted(_MATH), "erf-reversed"])
def test_f32_math_members_are_within_their_ulp_bound(name: str, view: slice) -> None:
    ref_fn, bound, top = _MATH[name]
    x = _f32_bits(len(name), top)
    if name == "log1p":
        x = x[(x > -1) | np.isnan(x)]  # below -1: NaN, checked with the special values
    got = getattr(anyrt.ops, name)(anyrt.asarray(x)[view]).numpy()
    with np.errstate(all="ignore"):
        ref = ref_fn(x[view].astype(np.float64))
    held = np.isfinite(ref) & ((np.abs(ref) >= np.finfo(np.float32).tiny) | (ref == 0))
    held &= np.abs(ref) <= np.finfo(np.float32).max
    worst = _ulps(got[held], ref[held]).max()
    assert worst <= bound, (name, worst, x[view][held][np.argmax(_ulps(got[held], ref[held]))])
    # beyond: overflow to inf where the true value is above f32's largest, flush to 0 where it is subnormal
    assert np.all(np.isinf(got[np.isfinite(ref) & (np.abs(ref) > np.finfo(np.float32).max)]))
    sub = np.isfinite(ref) & (np.abs(ref) < np.finfo(np.float32).tiny) & (ref != 0)
    assert np.all(np.abs(got[sub]) < np.finfo(np.float32).tiny)


def test_f32_math_members_keep_their_special_values() -> None:
    nan, inf = np.nan, np.inf
    x = np.array([0.0, -0.0, inf, -inf, nan, -1.0, -2.0, 1e-30, -1e-30], np.float32)
    with np.errstate(all="ignore"):
        want = {"erf": np.array([0.0, -0.0, 1.0, -1.0, nan, math.erf(-1.0), math.erf(-2.0), 1.1283791670955126e-30,
                                 -1.1283791670955126e-30]),
                "log1p": np.log1p(x.astype(np.float64)), "expm1": np.expm1(x.astype(np.float64))}
    for name, w in want.items():
        got = getattr(anyrt.ops, name)(anyrt.asarray(x)).numpy()
        np.testing.assert_allclose(got, w.astype(np.float32), rtol=4e-7, atol=0, err_msg=name)
        assert list(np.signbit(got[:2])) == [False, True], name  # -0 stays -0


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_gelutanh_backward_at_huge_x_is_its_limit_not_nan(dtype: str) -> None:
    """Found by the fuzzer (after the e^-2|u| form): at |x| where x^2 overflows, the second term was
    x (1 + 0.134145 x^2) e^-2|u| = inf * 0, NaN, where the slope is 1 (x -> inf) or 0 (x -> -inf): the
    term is 0 wherever e^-2|u| is."""
    big = float(np.finfo(dtype).max)
    x = np.array([1e20, -1e20, big, -big, np.inf, -np.inf, 30.0, -30.0], dtype)
    dy = np.full(x.shape, 3.0, dtype)
    got = anyrt.ops.gelutanh_backward(anyrt.asarray(dy), anyrt.asarray(x)).numpy()
    np.testing.assert_array_equal(got, np.array([3, 0, 3, 0, 3, 0, 3, 0], dtype))
    ref = REFERENCES["gelutanh_backward"]({"dy": dy.astype(np.float64), "x": x.astype(np.float64)}, {})
    np.testing.assert_array_equal(ref, [3, 0, 3, 0, 3, 0, 3, 0])
