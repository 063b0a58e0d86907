"""The index, shape and scan operators through anyrt.ops on cpu, on cases small enough to work by
hand: ties (to the lower position), NaN's place in torch's order, negative values, int32 indices,
empty dims, out-of-range indices refused, in-place and transposed (other-dim) uses, integer wrapping,
and the same bits for any thread count."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable

import numpy as np
import pytest

import anyrt
from anyrt import ops
from anyrt._errors import InvalidValueError

NAN = float("nan")


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(a, device="cpu:0", copy=True)


def _refused(fn: Callable[..., object], *args: object, **kwargs: object) -> None:
    """The run fails (the cpu backend reports a refused kernel at the next synchronize)."""
    with pytest.raises(InvalidValueError):
        fn(*args, **kwargs)
        anyrt.synchronize()


# ---- topk, sort, argsort, argmax, argmin


@pytest.mark.parametrize("idx", [np.int32, np.int64])
def test_topk_ties_go_to_the_lower_position(idx: type) -> None:
    x = np.array([[1, 5, 3, 5, -2, 3]], np.float32)
    values = _t(np.zeros((1, 3), np.float32))
    indices = _t(np.zeros((1, 3), idx))
    ops.topk(_t(x), out=(values, indices), k=3)
    assert values.numpy().tolist() == [[5, 5, 3]]
    assert indices.numpy().tolist() == [[1, 3, 2]]
    v, i = ops.topk(_t(x), k=3, largest=False)
    assert v.numpy().tolist() == [[-2, 1, 3]] and i.numpy().tolist() == [[4, 0, 2]]


def test_topk_nan_counts_as_the_largest_and_zeros_are_equal() -> None:
    x = np.array([[0.0, NAN, -0.0, 1.0, NAN]], np.float32)
    v, i = ops.topk(_t(x), k=4)
    assert i.numpy().tolist() == [[1, 4, 3, 0]]  # NaNs first, then 1, then the first of 0 and -0
    v, i = ops.topk(_t(x), k=3, largest=False)
    assert i.numpy().tolist() == [[0, 2, 3]]  # -0 equals 0: by position
    assert np.signbit(v.numpy()[0, 1])  # the element itself (-0) is copied


def test_topk_large_k_takes_the_sort_path_with_the_same_order() -> None:
    rng = np.random.default_rng(1)
    x = rng.integers(-5, 5, size=(3, 200)).astype(np.int32)  # many ties
    v, i = ops.topk(_t(x), k=100)
    want = np.argsort(-x.astype(np.int64), axis=-1, kind="stable")[:, :100]
    assert np.array_equal(i.numpy(), want)
    assert np.array_equal(v.numpy(), np.take_along_axis(x, want, -1))


def test_topk_k_above_the_row_is_refused() -> None:
    with pytest.raises(InvalidValueError, match="k"):
        ops.topk(_t(np.zeros((2, 3), np.float32)), k=4)


def test_sort_is_stable_both_ways() -> None:
    x = np.array([[2, -1, 2, 0, -1]], np.int32)
    v, i = ops.sort(_t(x))
    assert v.numpy().tolist() == [[-1, -1, 0, 2, 2]] and i.numpy().tolist() == [[1, 4, 3, 0, 2]]
    v, i = ops.sort(_t(x), descending=True)
    assert v.numpy().tolist() == [[2, 2, 0, -1, -1]] and i.numpy().tolist() == [[0, 2, 3, 1, 4]]
    assert ops.argsort(_t(x), descending=True).numpy().tolist() == [[0, 2, 3, 1, 4]]


def test_sort_puts_nan_last_ascending_and_first_descending() -> None:
    x = np.array([NAN, -np.inf, 1.0, NAN, np.inf], np.float64)
    assert ops.argsort(_t(x)).numpy().tolist() == [1, 2, 4, 0, 3]
    assert ops.argsort(_t(x), descending=True).numpy().tolist() == [0, 3, 4, 2, 1]


def test_sort_along_another_dim_is_a_transposed_view() -> None:
    x = np.array([[3, 1], [1, 2], [2, 0]], np.float32)  # sort each column
    v, i = ops.sort(_t(x).T)
    assert np.array_equal(v.numpy().T, np.sort(x, axis=0))
    assert np.array_equal(i.numpy().T, np.argsort(x, axis=0, kind="stable"))


def test_argmax_and_argmin_take_the_first_of_equal_ones() -> None:
    x = np.array([[1, 7, 7, -3, -3], [-4, -4, -4, -4, -4]], np.int64)
    assert ops.argmax(_t(x)).numpy().tolist() == [1, 0]
    assert ops.argmin(_t(x)).numpy().tolist() == [3, 0]
    y = _t(np.zeros(2, np.int32))
    ops.argmax(_t(x), out=y)
    assert y.numpy().tolist() == [1, 0]


def test_argmax_and_argmin_pick_the_first_nan() -> None:
    x = np.array([[1.0, NAN, 5.0, NAN]], np.float32)
    assert ops.argmax(_t(x)).numpy().tolist() == [1]
    assert ops.argmin(_t(x)).numpy().tolist() == [1]


def test_argmax_of_an_empty_row_is_refused_and_of_no_rows_is_empty() -> None:
    _refused(ops.argmax, _t(np.zeros((2, 0), np.float32)))
    assert ops.argmax(_t(np.zeros((0, 3), np.float32))).shape == (0,)


def test_sort_and_topk_of_empty_dims() -> None:
    v, i = ops.sort(_t(np.zeros((0, 4), np.float32)))
    assert v.shape == (0, 4) and i.shape == (0, 4)
    v, i = ops.topk(_t(np.ones((2, 3), np.float32)), k=0)
    assert v.shape == (2, 0)


# ---- gather, index_select, scatter, scatter_add, index_add, one_hot


@pytest.mark.parametrize("idx", [np.int32, np.int64])
def test_gather_picks_along_the_last_dim(idx: type) -> None:
    x = np.array([[-1.5, 2.0, -3.0], [4.0, -5.0, 6.0]], np.float32)
    out = ops.gather(_t(x), _t(np.array([[2, 2, 0, 1], [1, 0, 0, 2]], idx)))
    assert out.numpy().tolist() == [[-3, -3, -1.5, 2], [-5, 4, 4, 6]]


@pytest.mark.parametrize("bad", [-1, 3])
def test_gather_refuses_an_index_outside_the_row(bad: int) -> None:
    x = _t(np.zeros((2, 3), np.float32))
    _refused(ops.gather, x, _t(np.array([[0], [bad]], np.int32)))


def test_gather_of_no_indices_is_empty() -> None:
    assert ops.gather(_t(np.ones((2, 3), np.int32)), _t(np.zeros((2, 0), np.int64))).shape == (2, 0)


def test_index_select_rows_through_the_transpose() -> None:
    table = np.arange(12, dtype=np.int16).reshape(4, 3) - 6
    idx = np.array([3, 0, 3], np.int32)
    out = ops.index_select(_t(table).T, _t(idx))  # dim 0 of the table: its transpose's last
    assert np.array_equal(out.numpy().T, table[idx])
    _refused(ops.index_select, _t(table), _t(np.array([3], np.int64)))


def test_scatter_last_write_wins_and_may_be_in_place() -> None:
    x = _t(np.array([[0, 0, 0, 0]], np.float32))
    ops.scatter(x, _t(np.array([[1, 3, 1]], np.int64)), _t(np.array([[5, 6, -7]], np.float32)), out=x)
    assert x.numpy().tolist() == [[0, -7, 0, 6]]


def test_scatter_add_sums_repeats_and_wraps_integers() -> None:
    y = ops.scatter_add(_t(np.array([[1, 2, 3]], np.float32)), _t(np.array([[0, 0, 2, 0]], np.int32)),
                        _t(np.array([[0.5, 0.25, -3, 1]], np.float32)))
    assert y.numpy().tolist() == [[2.75, 2, 0]]
    y = ops.scatter_add(_t(np.array([[120, 0]], np.int8)), _t(np.array([[0, 0]], np.int32)),
                        _t(np.array([[5, 5]], np.int8)))
    assert y.numpy().tolist() == [[-126, 0]]  # 130 wraps in int8
    _refused(ops.scatter_add, _t(np.zeros((1, 2), np.float32)), _t(np.array([[2]], np.int32)),
             _t(np.ones((1, 1), np.float32)))


def test_index_add_is_embeddings_backward() -> None:
    # the table's gradient [v, d] gets each token's output gradient at its id: dim 0, its transpose's last
    ids = np.array([2, 0, 2, 2], np.int64)
    grad_out = np.arange(8, dtype=np.float32).reshape(4, 2) - 3
    grad = _t(np.zeros((3, 2), np.float32))
    ops.index_add(grad.T, _t(ids), _t(grad_out).T, out=grad.T, alpha=0.5)
    want = np.zeros((3, 2))
    np.add.at(want, ids, 0.5 * grad_out)
    assert np.array_equal(grad.numpy(), want)


def test_index_add_truncates_alpha_for_integers() -> None:
    y = ops.index_add(_t(np.zeros((1, 2), np.int32)), _t(np.array([1], np.int32)), _t(np.array([[3]], np.int32)),
                      alpha=-2.7)
    assert y.numpy().tolist() == [[0, -6]]


@pytest.mark.parametrize("idx", [np.int32, np.int64])
def test_one_hot_of_each_class(idx: type) -> None:
    y = ops.one_hot(_t(np.array([[2, 0], [1, 1]], idx)), num_classes=3)
    assert y.numpy().tolist() == [[[0, 0, 1], [1, 0, 0]], [[0, 1, 0], [0, 1, 0]]]
    out = _t(np.full((2, 3), 9, np.int64))
    ops.one_hot(_t(np.array([0, 2], idx)), out=out, num_classes=3)
    assert out.numpy().tolist() == [[1, 0, 0], [0, 0, 1]]


@pytest.mark.parametrize("bad", [-1, 3])
def test_one_hot_refuses_a_class_outside_num_classes(bad: int) -> None:
    out = _t(np.zeros((1, 3), np.float32))
    _refused(ops.one_hot, _t(np.array([bad], np.int32)), out=out, num_classes=3)


def test_one_hot_output_must_have_num_classes() -> None:
    with pytest.raises(InvalidValueError, match="num_classes"):
        ops.one_hot(_t(np.array([0], np.int32)), out=_t(np.zeros((1, 4), np.float32)), num_classes=3)


# ---- cumsum, cumprod


def test_cumsum_exclusive_and_reverse() -> None:
    x = _t(np.array([1, -2, 3, 4], np.int32))
    assert ops.cumsum(x).numpy().tolist() == [1, -1, 2, 6]
    assert ops.cumsum(x, exclusive=True).numpy().tolist() == [0, 1, -1, 2]
    assert ops.cumsum(x, reverse=True).numpy().tolist() == [6, 5, 7, 4]
    assert ops.cumsum(x, exclusive=True, reverse=True).numpy().tolist() == [5, 7, 4, 0]


def test_cumsum_along_dim_0_and_integer_wrapping() -> None:
    x = np.array([[1, 2], [3, 4], [5, 6]], np.int64)
    assert np.array_equal(ops.cumsum(_t(x), dim=0).numpy(), np.cumsum(x, axis=0))
    big = np.array([2**31 - 1, 1], np.int32)
    assert ops.cumsum(_t(big)).numpy().tolist() == [2**31 - 1, 2**31]  # int64, as NumPy and torch (int_result)


def test_cumprod_with_negative_values_and_exclusive() -> None:
    x = _t(np.array([[-2.0, 3.0, -0.5]], np.float64))
    assert ops.cumprod(x).numpy().tolist() == [[-2, -6, 3]]
    assert ops.cumprod(x, exclusive=True).numpy().tolist() == [[1, -2, -6]]


def test_scans_of_empty_dims() -> None:
    assert ops.cumsum(_t(np.zeros((3, 0), np.float32))).shape == (3, 0)
    assert ops.cumprod(_t(np.zeros((0, 3), np.float32)), dim=0).shape == (0, 3)


def test_cumsum_dim_outside_the_tensor_is_refused() -> None:
    with pytest.raises(InvalidValueError, match="dim"):
        ops.cumsum(_t(np.zeros((2, 3), np.float32)), dim=2)


# ---- tril, triu, masked_fill, arange, histc


def test_tril_and_triu_with_negative_and_positive_diagonals() -> None:
    x = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
    for k in (-2, -1, 0, 1, 3):
        assert np.array_equal(ops.tril(_t(x), diagonal=k).numpy(), np.tril(x, k))
        assert np.array_equal(ops.triu(_t(x), diagonal=k).numpy(), np.triu(x, k))
    batch = np.ones((2, 2, 2), bool)
    assert np.array_equal(ops.triu(_t(batch), diagonal=1).numpy(), np.triu(batch, 1))


def test_tril_in_place() -> None:
    x = _t(np.ones((3, 3), np.int32))
    ops.tril(x, out=x, diagonal=-1)
    assert x.numpy().tolist() == [[0, 0, 0], [1, 0, 0], [1, 1, 0]]


def test_masked_fill_minus_inf_and_integers() -> None:
    mask = _t(np.array([[True, False, True]]))
    y = ops.masked_fill(_t(np.array([[1, 2, 3], [4, 5, 6]], np.float16)), mask, value=-np.inf)
    assert y.numpy().tolist() == [[-np.inf, 2, -np.inf], [-np.inf, 5, -np.inf]]  # mask broadcasts
    y = ops.masked_fill(_t(np.array([1, 2, 3], np.int64)), _t(np.array([True, False, True])), value=-100)
    assert y.numpy().tolist() == [-100, 2, -100]  # labels' ignore index
    y = ops.masked_fill(_t(np.array([1, 2], np.int32)), _t(np.array([True, True])), value=-2.9)
    assert y.numpy().tolist() == [-2, -2]  # truncated toward zero
    y = ops.masked_fill(_t(np.array([7], np.int64)), _t(np.array([True])), value=-np.inf)
    assert y.numpy().tolist() == [np.iinfo(np.int64).min]  # saturated


def test_arange_fills_the_callers_tensor() -> None:
    y = _t(np.zeros(4, np.float32))
    ops.arange(out=y, start=2.0, step=-0.5)
    assert y.numpy().tolist() == [2.0, 1.5, 1.0, 0.5]
    yi = _t(np.zeros(5, np.int32))
    ops.arange(out=yi, start=-1.0, step=0.75)
    assert yi.numpy().tolist() == [-1, 0, 0, 1, 2]  # -1, -0.25, 0.5, 1.25, 2: truncated toward zero
    every_other = _t(np.zeros(6, np.int64))[::2]
    ops.arange(out=every_other, start=3.0)
    assert every_other.numpy().tolist() == [3, 4, 5]
    with pytest.raises(InvalidValueError):
        ops.arange(start=0.0)  # its length is the caller's


def test_histc_counts_experts_on_int32() -> None:
    # transformers' MoE: tokens per expert, histc(top_k_index.int(), bins=E, min=0, max=E - 1)
    experts = np.array([[0, 3], [3, 1], [2, 3]], np.int32)
    y = ops.histc(_t(experts), bins=4, min_val=0, max_val=3)
    assert y.dtype == anyrt.int32 and y.numpy().tolist() == [1, 1, 1, 3]


def test_histc_leaves_out_values_outside_the_range_and_nan() -> None:
    x = np.array([-1.0, 0.0, 0.5, 1.0, 1.0001, NAN, 0.25], np.float32)
    assert ops.histc(_t(x), bins=2, min_val=0, max_val=1).numpy().tolist() == [2, 2]


def test_histc_takes_the_datas_range_where_min_equals_max() -> None:
    x = np.array([[2.0, 4.0], [NAN, 3.0]], np.float64)
    assert ops.histc(_t(x).T, bins=2).numpy().tolist() == [1, 2]  # [2, 4]: 3 is the upper bin's edge
    assert ops.histc(_t(np.array([5.0, 5.0], np.float32)), bins=4).numpy().tolist() == [0, 0, 2, 0]  # [4, 6]
    assert ops.histc(_t(np.zeros((0,), np.float32)), bins=3).numpy().tolist() == [0, 0, 0]


def test_histc_refuses_min_above_max_and_an_infinite_range() -> None:
    _refused(ops.histc, _t(np.ones(3, np.float32)), bins=2, min_val=1, max_val=0)
    _refused(ops.histc, _t(np.array([1.0, np.inf], np.float32)), bins=2)


# ---- the same bits for any thread count


_SCRIPT = textwrap.dedent("""
    import sys
    import numpy as np
    import anyrt
    from anyrt import ops
    rng = np.random.default_rng(7)
    t = lambda a: anyrt.asarray(a, device="cpu:0", copy=True)
    x = rng.standard_normal((512, 300)).astype(np.float32)
    idx = rng.integers(0, 300, size=(512, 600))
    parts = [
        ops.scatter_add(t(x), t(idx), t(rng.standard_normal((512, 600)).astype(np.float32))),
        ops.index_add(t(x), t(idx[0]), t(rng.standard_normal((512, 600)).astype(np.float32)), alpha=0.3),
        ops.cumsum(t(x), dim=0), ops.cumprod(t(x * 0.01 + 1)),
        ops.histc(t(x), bins=37), ops.sort(t(x))[1], ops.topk(t(x), k=50)[1], ops.argmax(t(x)),
    ]
    sys.stdout.buffer.write(b"".join(p.numpy().tobytes() for p in parts))
""")


def test_results_do_not_depend_on_the_thread_count() -> None:
    outs = []
    for threads in ("1", "3"):
        env = {**os.environ, "ANYRT_CPU_THREADS": threads, "ANYRT_DEFAULT_DEVICE": "cpu:0"}
        outs.append(subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True, check=True).stdout)
    assert len(outs[0]) > 0 and outs[0] == outs[1]


@pytest.mark.parametrize("steps", [0, 1, 2, 3, 7, 100, 1001])
def test_linspace_is_torchs_symmetric_form_ending_exactly_at_end(steps: int) -> None:
    """torch.linspace's values: up from start for the first half, down from end for the rest, so the last
    one is end itself (start + (steps - 1) * step can miss it); within an ulp of NumPy's linspace."""
    start, end = -1.3, 7.1  # f32 attributes: NumPy's reference takes the same f32 values
    s32, e32 = float(np.float32(start)), float(np.float32(end))
    for dtype in ("float32", "float64"):
        got = ops.linspace(start, end, steps, dtype=dtype).numpy()
        assert got.shape == (steps,) and str(got.dtype) == dtype
        want = np.linspace(s32, e32, steps).astype(dtype)
        np.testing.assert_allclose(got, want, rtol=2 * np.finfo(dtype).eps, atol=0)
        if steps:
            assert got[0] == np.asarray(s32, dtype)
        if steps > 1:
            assert got[-1] == np.asarray(e32, dtype)
        if steps > 2:
            step = (e32 - s32) / (steps - 1)
            i = np.arange(steps)
            sym = np.where(i < steps // 2, s32 + i * step, e32 - (steps - 1 - i) * step).astype(dtype)
            np.testing.assert_array_equal(got, sym)


def test_linspace_into_integers_truncates_as_torch_and_fills_a_strided_out() -> None:
    # torch.linspace(0, 10, 4, dtype=torch.int64) is [0, 3, 6, 10]: 10 - 3.33 truncates to 6, not 7
    np.testing.assert_array_equal(ops.linspace(0, 10, 4, dtype="int64").numpy(), [0, 3, 6, 10])
    np.testing.assert_array_equal(ops.linspace(5, -5, 3, dtype="int32").numpy(), [5, 0, -5])
    base = anyrt.zeros((10,), "float16")
    ops.linspace(0.0, 1.0, out=base[::2])
    np.testing.assert_array_equal(base.numpy()[::2], np.linspace(0, 1, 5).astype(np.float16))
    assert not base.numpy()[1::2].any()
    one = ops.linspace(2.5, 9.0, 1).numpy()
    np.testing.assert_array_equal(one, [2.5])  # one value: start (torch, NumPy)


def test_linspace_refuses_a_bad_count_or_out_by_name() -> None:
    for steps in (-1, 2.5, True):
        with pytest.raises(InvalidValueError, match=r"anyrt\.ops\.linspace.*steps"):
            ops.linspace(0, 1, steps)  # type: ignore[arg-type]
    with pytest.raises(InvalidValueError, match=r"anyrt\.ops\.linspace.*out"):
        ops.linspace(0, 1, 4, out=anyrt.empty((5,)))
    with pytest.raises(InvalidValueError, match=r"anyrt\.ops\.linspace.*steps"):
        ops.linspace(0, 1)
