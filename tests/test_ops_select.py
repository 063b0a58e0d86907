"""select_last_token_hidden through anyrt.ops on cpu, on cases small enough to work by hand: each
request's last token's row, offsets out of order (only the ends are read), ends outside the tokens
refused before anything is written, and the b + 1 offsets checked against the output's b."""

from __future__ import annotations

import numpy as np
import pytest

import anyrt
from anyrt import ops
from anyrt._errors import InvalidValueError


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(a, device="cpu:0", copy=True)


def _hidden() -> np.ndarray:
    # 1 x 5 tokens of 2: token i is (10 i, 10 i + 1)
    return np.array([[[0, 1], [10, 11], [20, 21], [30, 31], [40, 41]]], np.float32)


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_each_request_gets_its_last_tokens_row(dtype: type) -> None:
    # requests [0, 2), [2, 3), [3, 5): their last tokens are 1, 2 and 4
    out = ops.select_last_token_hidden(_t(_hidden()), _t(np.array([0, 2, 3, 5], dtype)))
    assert out.shape == (1, 3, 2)
    assert out.numpy().tolist() == [[[10, 11], [20, 21], [40, 41]]]


def test_tokens_packed_over_two_leading_rows_count_row_by_row() -> None:
    hidden = np.arange(2 * 3 * 1, dtype=np.float32).reshape(2, 3, 1)  # 6 tokens: 0..5
    out = ops.select_last_token_hidden(_t(hidden), _t(np.array([0, 4, 6], np.int32)))
    assert out.numpy().tolist() == [[[3.0], [5.0]]]


def test_only_the_ends_are_read_so_they_need_not_be_in_order() -> None:
    # offsets[0] is never read (upstream's kernel reads offsets[r + 1] only); ends 5, 1, 3
    out = ops.select_last_token_hidden(_t(_hidden()), _t(np.array([99, 5, 1, 3], np.int32)))
    assert out.numpy().tolist() == [[[40, 41], [0, 1], [20, 21]]]


@pytest.mark.parametrize("end", [0, 6, -3])
def test_an_end_outside_the_tokens_is_refused_and_nothing_is_written(end: int) -> None:
    out = _t(np.full((1, 2, 2), -1.0, np.float32))
    with pytest.raises(InvalidValueError, match="select_last_token_hidden"):
        ops.select_last_token_hidden(_t(_hidden()), _t(np.array([0, 2, end], np.int32)), out=out)
        anyrt.synchronize()
    assert (out.numpy() == -1.0).all()


def test_offsets_must_be_one_longer_than_the_requests() -> None:
    out = _t(np.zeros((1, 2, 2), np.float32))
    with pytest.raises(InvalidValueError, match=r"input_offsets.*dim 0 is 2, but b\+1 is 3 \(b is 2, from output's dim 1\)"):
        ops.select_last_token_hidden(_t(_hidden()), _t(np.array([0, 5], np.int32)), out=out)


def test_empty_offsets_cannot_be_b_plus_1() -> None:
    with pytest.raises(InvalidValueError, match=r"input_offsets.*b\+1"):
        ops.select_last_token_hidden(_t(_hidden()), _t(np.zeros((0,), np.int32)))


def test_one_offset_is_no_request() -> None:
    out = ops.select_last_token_hidden(_t(_hidden()), _t(np.array([0], np.int32)))
    assert out.shape == (1, 0, 2)


def test_the_output_must_have_one_leading_row() -> None:
    out = _t(np.zeros((2, 1, 2), np.float32))
    with pytest.raises(InvalidValueError, match="output"):
        ops.select_last_token_hidden(_t(_hidden()), _t(np.array([0, 5], np.int32)), out=out)
