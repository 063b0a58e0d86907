"""MoE routing operators (topksoftmax, topkrouter) on hand-worked cases, through anyrt's C API as
InfiniOP calls it: the outputs are implied (no descriptor at create, sized by the run's topk)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidHandleError, InvalidValueError
from anyrt._gen import _raw

DTYPES = {np.dtype(np.float32): lib.ANYRT_DTYPE_FLOAT32, np.dtype(np.int32): lib.ANYRT_DTYPE_INT32,
          np.dtype(np.float64): lib.ANYRT_DTYPE_FLOAT64}


def _desc(arr: np.ndarray) -> object:
    return _raw.create_tensor_desc(DTYPES[arr.dtype], arr.ndim, ffi.new("int64_t[]", list(arr.shape) or [0]),
                                   ffi.new("int64_t[]", [s // arr.itemsize for s in arr.strides] or [0]))


def _addr(arr: np.ndarray) -> int:
    return arr.__array_interface__["data"][0]


@pytest.fixture
def handle() -> object:
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    yield h
    _raw.destroy_op_handle(h)


# Row 0: softmax is [1, 2, 3, 4] / 10; row 1: [4, 1, 4, 2] / 11 (a tie: the lower expert first).
X = np.log(np.array([[1, 2, 3, 4], [4, 1, 4, 2]], np.float64)).astype(np.float32)


def test_topksoftmax_without_output_descriptors_sizes_them_by_the_runs_topk(handle: object) -> None:
    dx = _desc(X)
    op = _raw.create_topksoftmax_descriptor(handle, ffi.NULL, ffi.NULL, dx)
    _raw.destroy_tensor_desc(dx)
    for topk, norm, want_v, want_i in ((2, 0, [[0.4, 0.3], [4 / 11, 4 / 11]], [[3, 2], [0, 2]]),
                                       (2, 1, [[4 / 7, 3 / 7], [0.5, 0.5]], [[3, 2], [0, 2]]),
                                       (3, 0, [[0.4, 0.3, 0.2], [4 / 11, 4 / 11, 2 / 11]], [[3, 2, 1], [0, 2, 3]])):
        values, indices = np.full((2, topk), -1, np.float32), np.full((2, topk), -1, np.int32)
        _raw.topksoftmax(op, None, 0, _addr(values), _addr(indices), _addr(X), topk, norm)
        _raw.synchronize_device()
        np.testing.assert_allclose(values, want_v, rtol=1e-6)
        assert indices.tolist() == want_i
    with pytest.raises(InvalidValueError, match=r"argument 'topk' makes topk 5 and e 4, but topksoftmax needs topk <= e"):
        _raw.topksoftmax(op, None, 0, 8, 8, _addr(X), 5, 0)
    with pytest.raises(InvalidValueError, match=r"argument 'topk' must be >= 1"):
        _raw.topksoftmax(op, None, 0, 8, 8, _addr(X), 0, 0)
    _raw.destroy_op_desc(op)


def test_topksoftmax_with_output_descriptors_refuses_another_topk(handle: object) -> None:
    values, indices = np.zeros((2, 2), np.float32), np.zeros((2, 2), np.int32)
    op = _raw.create_topksoftmax_descriptor(handle, _desc(values), _desc(indices), _desc(X))
    _raw.topksoftmax(op, None, 0, _addr(values), _addr(indices), _addr(X), 2, 0)
    _raw.synchronize_device()
    assert indices.tolist() == [[3, 2], [0, 2]]
    with pytest.raises(InvalidValueError, match=r"argument 'topk' is 3, but topk is 2 \(from values's dims\)"):
        _raw.topksoftmax(op, None, 0, _addr(values), _addr(indices), _addr(X), 3, 0)
    _raw.destroy_op_desc(op)


def test_only_an_implied_tensor_may_go_without_its_descriptor(handle: object) -> None:
    with pytest.raises(InvalidHandleError, match="argument 'x' must be a tensor descriptor, not NULL"):
        _raw.create_topksoftmax_descriptor(handle, ffi.NULL, ffi.NULL, ffi.NULL)


def test_topksoftmax_through_anyrt_ops_allocates_outputs_of_topk_columns() -> None:
    v, i = anyrt.ops.topksoftmax(X, topk=2, norm=1)
    np.testing.assert_allclose(v.numpy(), [[4 / 7, 3 / 7], [0.5, 0.5]], rtol=1e-6)
    assert i.numpy().tolist() == [[3, 2], [0, 2]]
    assert math.isclose(float(v.numpy().sum()), 2.0, rel_tol=1e-6)


def _router_case() -> tuple[np.ndarray, np.ndarray]:
    """One token: sigmoid(x) is 0.75 for expert 0, 0.5 elsewhere; the bias makes the scores (sigmoid +
    bias) 1.0 (expert 0), 0.93 (32), 0.72 (96, 97), 0.86 (160), 0.6 (161), 0.9 (224), 0.8 (225), 0.5
    elsewhere. Group scores (two best of 32): g0 1.5, g1 1.43, g3 1.44, g5 1.46, g7 1.7, others 1.0;
    the four kept are 7, 0, 5, 3, so expert 32 (group 1), second best alone, drops out."""
    x = np.zeros((1, 256), np.float32)
    x[0, 0] = np.log(3.0)
    bias = np.zeros(256, np.float32)
    for i, b in ((0, 0.25), (32, 0.43), (96, 0.22), (97, 0.22), (160, 0.36), (161, 0.1), (224, 0.4), (225, 0.3)):
        bias[i] = b
    return x, bias


def test_topkrouter_keeps_the_best_experts_of_the_four_best_groups(handle: object) -> None:
    x, bias = _router_case()
    op = _raw.create_topkrouter_descriptor(handle, ffi.NULL, ffi.NULL, _desc(x), _desc(bias))
    for topk, want_i, weights in ((4, [0, 224, 160, 225], [0.75, 0.5, 0.5, 0.5]),
                                  (7, [0, 224, 160, 225, 96, 97, 161], [0.75] + [0.5] * 6)):  # 96, 97 tie: lower first
        values, indices = np.zeros((1, topk), np.float32), np.zeros((1, topk), np.int32)
        _raw.topkrouter(op, None, 0, _addr(values), _addr(indices), _addr(x), _addr(bias), 2.5, topk)
        _raw.synchronize_device()
        assert indices.tolist() == [want_i]
        np.testing.assert_allclose(values[0], 2.5 * np.array(weights) / sum(weights), rtol=1e-6)
    with pytest.raises(InvalidValueError, match=r"argument 'topk' must be in \[1, 256\]"):
        _raw.topkrouter(op, None, 0, 8, 8, _addr(x), _addr(bias), 2.5, 257)
    _raw.destroy_op_desc(op)


def test_topkrouter_takes_deepseeks_256_experts_only(handle: object) -> None:
    x, bias = np.zeros((1, 128), np.float32), np.zeros(128, np.float32)
    with pytest.raises(InvalidValueError, match=r"argument 'x' dim 1 is 128, but topkrouter needs 256 there"):
        _raw.create_topkrouter_descriptor(handle, ffi.NULL, ffi.NULL, _desc(x), _desc(bias))


def test_mrope_refuses_heads_that_do_not_divide_and_tables_of_another_rotary_dim(handle: object) -> None:
    q, k = np.zeros((2, 16), np.float32), np.zeros((2, 8), np.float32)
    cos = sin = np.zeros((4, 3), np.float32)
    pos = np.zeros((3, 2), np.int32)
    descs = [_desc(a) for a in (q, k, q, k, cos, sin, pos)]
    op = _raw.create_mrope_descriptor(handle, *descs, 8, 6, 1, 1, 1, 0)  # fine: heads of 8, 6 rotate
    _raw.destroy_op_desc(op)
    with pytest.raises(InvalidValueError, match=r"argument 'head_size' makes qd 16 and head_size 6, but mrope needs qd "
                                                r"a multiple of head_size"):
        _raw.create_mrope_descriptor(handle, *descs, 6, 6, 1, 1, 1, 0)
    with pytest.raises(InvalidValueError, match=r"argument 'rotary_dim' is 4, but rotary_dim is 6 \(from cos's dims\)"):
        _raw.create_mrope_descriptor(handle, *descs, 8, 4, 1, 1, 1, 0)


def test_mrope_rotates_each_pair_by_its_axis_position() -> None:
    # one token, one head of 4 dims, rotary_dim 4: pair 0 on axis t (position 1), pair 1 on axis h (position 2)
    q = np.array([[1.0, 2.0, 3.0, 4.0]], np.float32)
    ang = np.array([[0.0, 0.0], [0.5, 0.25], [1.0, 0.75]])  # table row p: the angles of pairs 0 and 1
    cos, sin = np.cos(ang).astype(np.float32), np.sin(ang).astype(np.float32)
    pos = np.array([[1], [2], [0]], np.int64)
    q_out, _k_out = anyrt.ops.mrope(q, q, cos, sin, pos, head_size=4, rotary_dim=4, section_t=1, section_h=1, section_w=1)
    a0, a1 = 0.5, 0.75  # pair 0: row 1's angle 0; pair 1: row 2's angle 1
    want = [1 * math.cos(a0) - 3 * math.sin(a0), 2 * math.cos(a1) - 4 * math.sin(a1),
            3 * math.cos(a0) + 1 * math.sin(a0), 4 * math.cos(a1) + 2 * math.sin(a1)]
    np.testing.assert_allclose(q_out.numpy()[0], want, rtol=1e-6)
