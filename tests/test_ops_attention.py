"""The KV-cache and attention operators through anyrt.ops on cpu, on cases small enough to work by
hand: the caches they update in place, the optional ALiBi slopes, and the indices they refuse."""

from __future__ import annotations

import math

import numpy as np
import pytest

import anyrt
from anyrt import ops
from anyrt._errors import InvalidValueError


def _t(a: np.ndarray) -> anyrt.Tensor:
    return anyrt.asarray(a, device="cpu:0", copy=True)


def test_paged_caching_writes_each_token_to_its_slot_and_keeps_the_rest() -> None:
    # a pool of 3 blocks of 2 slots, 1 head of dim 2; tokens to slots 5 (block 2, offset 1) and 0
    kc, vc = _t(np.full((3, 1, 2, 2), -1.0, np.float32)), _t(np.full((3, 1, 2, 2), -1.0, np.float32))
    k = _t(np.array([[[1.0, 2.0]], [[3.0, 4.0]]], np.float32))
    v = _t(np.array([[[5.0, 6.0]], [[7.0, 8.0]]], np.float32))
    ops.paged_caching(k, v, _t(np.array([5, 0], np.int64)), out=(kc, vc))
    got = kc.numpy()
    assert got[2, 0, 1].tolist() == [1.0, 2.0] and got[0, 0, 0].tolist() == [3.0, 4.0]
    assert vc.numpy()[2, 0, 1].tolist() == [5.0, 6.0] and vc.numpy()[0, 0, 0].tolist() == [7.0, 8.0]
    got[2, 0, 1] = got[0, 0, 0] = -1.0
    assert (got == -1.0).all()  # nothing else written


def test_a_cache_the_inputs_do_not_size_must_be_given() -> None:
    k = _t(np.ones((2, 1, 2), np.float32))
    with pytest.raises(InvalidValueError, match="must give k_cache: the inputs do not fix its nb, bs"):
        ops.paged_caching(k, k, _t(np.array([0, 1], np.int64)))


def test_a_slot_outside_the_pool_is_refused_and_nothing_is_written() -> None:
    kc = _t(np.zeros((2, 1, 2, 2), np.float32))
    vc = _t(np.zeros((2, 1, 2, 2), np.float32))
    k = _t(np.ones((2, 1, 2), np.float32))
    with pytest.raises(InvalidValueError, match="an index outside its bound"):
        ops.paged_caching(k, k, _t(np.array([1, 4], np.int64)), out=(kc, vc))  # 4 slots: 0..3
        anyrt.synchronize()
    assert not kc.numpy().any()


def test_kv_caching_appends_after_each_batchs_past_tokens() -> None:
    kc = _t(np.zeros((2, 1, 4, 1), np.float32))
    k = _t(np.array([[[[1.0], [2.0]]], [[[3.0], [4.0]]]], np.float32))  # 2 batches, 2 new tokens
    ops.kv_caching(k, k, _t(np.array([2, 0], np.int32)), out=(kc, _t(np.zeros((2, 1, 4, 1), np.float32))))
    assert kc.numpy()[:, 0, :, 0].tolist() == [[0.0, 0.0, 1.0, 2.0], [3.0, 4.0, 0.0, 0.0]]


def _one_sequence(slopes: anyrt.Tensor | None) -> np.ndarray:
    """One sequence of 2 tokens in block 1 of a pool of 2 blocks of 2; q . k0 = 0, q . k1 = ln 3."""
    kc = np.zeros((2, 1, 2, 1), np.float32)
    vc = np.zeros((2, 1, 2, 2), np.float32)
    kc[1, 0, :, 0] = [0.0, math.log(3.0)]
    vc[1, 0, 0], vc[1, 0, 1] = [4.0, 0.0], [0.0, 8.0]
    q = np.ones((1, 1, 1), np.float32)
    return ops.paged_attention(_t(q), _t(kc), _t(vc), _t(np.array([[1, 0]], np.int64)), _t(np.array([2], np.int64)),
                               slopes, scale=1.0).numpy()


def test_paged_attention_by_hand_without_and_with_alibi() -> None:
    # softmax(0, ln 3) = (1/4, 3/4): out = 1/4 * (4, 0) + 3/4 * (0, 8)
    np.testing.assert_allclose(_one_sequence(None)[0, 0], [1.0, 6.0], rtol=1e-6)
    # slope ln 3 adds ln 3 * (j - 1): scores (-ln 3, ln 3), weights (1/10, 9/10)
    got = _one_sequence(_t(np.array([math.log(3.0)], np.float32)))
    np.testing.assert_allclose(got[0, 0], [0.4, 7.2], rtol=1e-6)


def test_paged_attention_prefill_is_causal_within_a_sequence() -> None:
    # one sequence of 2 tokens, both new: the first query sees token 0 only, the second both
    kc = np.zeros((1, 1, 2, 1), np.float32)
    vc = np.zeros((1, 1, 2, 1), np.float32)
    kc[0, 0, :, 0] = [0.0, math.log(3.0)]
    vc[0, 0, :, 0] = [4.0, 8.0]
    out = ops.paged_attention_prefill(_t(np.ones((2, 1, 1), np.float32)), _t(kc), _t(vc), _t(np.array([[0]], np.int32)),
                                      _t(np.array([2], np.int32)), _t(np.array([0, 2], np.int32)), None, scale=1.0)
    np.testing.assert_allclose(out.numpy()[:, 0, 0], [4.0, 7.0], rtol=1e-6)


def test_paged_attention_prefill_offsets_are_one_more_than_the_sequences() -> None:
    # 1 sequence takes 2 offsets: 3 are refused by the descriptor, naming the tensor and its n+1
    kc = _t(np.zeros((1, 1, 2, 1), np.float32))
    with pytest.raises(InvalidValueError, match=r"cum_seq_lens_q.*dim 0 is 3, but n\+1 is 2"):
        ops.paged_attention_prefill(_t(np.ones((2, 1, 1), np.float32)), kc, kc, _t(np.array([[0]], np.int32)),
                                    _t(np.array([2], np.int32)), _t(np.array([0, 1, 2], np.int32)), None, scale=1.0)


def test_attention_writes_the_cache_at_pos_and_attends_over_it() -> None:
    # 1 head of dim 1, pos 1: the cache holds k0 = 0 (v0 = 4); the new token k1 = 1, v1 = 8
    kc = _t(np.array([[[0.0], [0.0], [9.0]]], np.float32))
    vc = _t(np.array([[[4.0], [0.0], [9.0]]], np.float32))
    q = np.full((1, 1, 1), math.log(3.0), np.float32)  # scores (0, ln 3) / sqrt(1)
    out, kc, vc = ops.attention(_t(q), _t(np.ones((1, 1, 1), np.float32)), _t(np.full((1, 1, 1), 8.0, np.float32)),
                                out=(None, kc, vc), pos=1)
    np.testing.assert_allclose(out.numpy()[0, 0, 0], 7.0, rtol=1e-6)
    assert kc.numpy()[0, :, 0].tolist() == [0.0, 1.0, 9.0] and vc.numpy()[0, :, 0].tolist() == [4.0, 8.0, 9.0]


def _zeros(*shape: int, dtype: type = np.float32) -> anyrt.Tensor:
    return _t(np.zeros(shape, dtype))


def _heads(op: str, hq: int, hkv: int) -> None:
    """Run `op` with hq query heads over hkv kv heads (tokens, blocks and head dims kept small)."""
    if op == "attention":
        ops.attention(_zeros(hq, 2, 4), _zeros(hkv, 2, 4), _zeros(hkv, 2, 4),
                      out=(None, _zeros(hkv, 5, 4), _zeros(hkv, 5, 4)))
    elif op == "paged_attention":
        ops.paged_attention(_zeros(1, hq, 4), _zeros(2, hkv, 2, 4), _zeros(2, hkv, 2, 4),
                            _zeros(1, 2, dtype=np.int32), _t(np.array([3], np.int32)), None)
    else:
        ops.paged_attention_prefill(_zeros(2, hq, 4), _zeros(2, hkv, 2, 4), _zeros(2, hkv, 2, 4),
                                    _zeros(1, 2, dtype=np.int32), _t(np.array([3], np.int32)),
                                    _t(np.array([0, 2], np.int32)), None)


@pytest.mark.parametrize("op", ["attention", "paged_attention", "paged_attention_prefill"])
def test_query_heads_not_a_multiple_of_kv_heads_are_refused_by_the_descriptor(op: str) -> None:
    """Grouped-query attention maps query head h to kv head h // (hq / hkv): 5 heads over 3 is no
    grouping. Refused at creation (InfiniCore: BAD_TENSOR_SHAPE), naming the operator and both sizes,
    not by the kernel at the next synchronize."""
    _heads(op, 6, 3)  # a multiple: accepted
    anyrt.synchronize()
    with pytest.raises(InvalidValueError, match=rf"hq is 5 and hkv is 3, but {op} needs hq a multiple of hkv"):
        _heads(op, 5, 3)
    anyrt.synchronize()  # nothing was queued


def test_attention_refuses_pos_past_the_cache_at_creation() -> None:
    """pos + s > l would write past the caches' end: refused when the descriptor is made (pos is a
    create-time attribute), naming the operator and the sizes, not at the next synchronize."""
    q, k = _zeros(2, 3, 4), _zeros(1, 3, 4)

    def run(pos: int) -> None:
        ops.attention(q, k, k, out=(None, _zeros(1, 9, 4), _zeros(1, 9, 4)), pos=pos)

    run(6)  # pos + s == l: accepted
    anyrt.synchronize()
    with pytest.raises(InvalidValueError, match=r"'pos' makes l 9 and pos\+s 10, but attention needs l >= pos\+s"):
        run(7)
    anyrt.synchronize()  # nothing was queued
