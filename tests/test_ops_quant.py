"""Hand-worked cases of the quantization operators (per_tensor_quant_int8, per_tensor_dequant_int8,
per_channel_quant_int8, dequantize_awq, dequantize_gptq) through anyrt.ops on the cpu device: values
worked out by hand in each test, including the optional x_zero present and absent and is_static."""

from __future__ import annotations

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi
from anyrt._gen import _raw

X = np.array([1.0, -2.0, 0.5, 0.0], np.float32)


def test_per_tensor_quant_symmetric_dynamic() -> None:
    # absmax 2: scale 2/127, 1 -> 63.5 rounds away from zero to 64, 0.5 -> 31.75 -> 32
    q, scale, zero = anyrt.ops.per_tensor_quant_int8(anyrt.asarray(X))
    assert q.numpy().tolist() == [64, -127, 32, 0]
    assert scale.numpy()[0] == pytest.approx(2 / 127)
    assert zero is None


def test_per_tensor_quant_all_zeros_takes_scale_one() -> None:
    q, scale, _ = anyrt.ops.per_tensor_quant_int8(anyrt.asarray(np.zeros(5, np.float16)))
    assert q.numpy().tolist() == [0] * 5 and scale.numpy()[0] == 1.0


def test_per_tensor_quant_static_reads_the_scale() -> None:
    scale = anyrt.asarray(np.array([0.25], np.float32))
    q = anyrt.empty((4,), "int8")
    anyrt.ops.per_tensor_quant_int8(anyrt.asarray(X), out=(q, scale, None), is_static=True)
    # x / 0.25 = 4, -8, 2, 0
    assert q.numpy().tolist() == [4, -8, 2, 0]
    assert scale.numpy()[0] == 0.25


def test_per_tensor_quant_asymmetric_with_x_zero() -> None:
    # min -2, max 1: scale 3/255, zero 2 * 255/3 - 128 = 42; 1 -> 85 + 42 = 127, 0.5 -> 42.5 + 42 -> 85
    zero = anyrt.empty((1,), "float32")
    q, scale, z = anyrt.ops.per_tensor_quant_int8(anyrt.asarray(X), out=(None, None, zero))
    assert q.numpy().tolist() == [127, -128, 85, 42]
    assert scale.numpy()[0] == pytest.approx(3 / 255)
    assert z is zero and zero.numpy()[0] == pytest.approx(42.0, abs=1e-4)


def test_per_tensor_dequant_with_and_without_zero() -> None:
    q = anyrt.asarray(np.array([-127, 0, 5], np.int8))
    scale = anyrt.asarray(np.array([0.5], np.float32))
    assert anyrt.ops.per_tensor_dequant_int8(q, scale).numpy().tolist() == [-63.5, 0.0, 2.5]
    zero = anyrt.asarray(np.array([1.0], np.float32))
    assert anyrt.ops.per_tensor_dequant_int8(q, scale, zero).numpy().tolist() == [-64.0, -0.5, 2.0]


def test_per_channel_quant_both_forms() -> None:
    x = anyrt.asarray(np.array([[1.0, -2.0, 0.5], [0.0, 0.0, 0.0]], np.float32))
    q, scale, zero = anyrt.ops.per_channel_quant_int8(x)
    assert q.numpy().tolist() == [[64, -127, 32], [0, 0, 0]] and zero is None
    assert scale.numpy()[:, 0] == pytest.approx([2 / 127, 1e-8])  # an all-zero row: the 1e-8 floor
    q, scale, zero = anyrt.ops.per_channel_quant_int8(x, out=(None, None, anyrt.empty((2, 1), "float32")))
    assert q.numpy().tolist() == [[127, -128, 85], [-128, -128, -128]]
    assert zero is not None and zero.numpy()[:, 0] == pytest.approx([42.0, -128.0], abs=1e-4)


def test_dequantize_awq_nibble_order() -> None:
    # nibble i of the word holds i + 1; AWQ's column j reads nibble 0 4 1 5 2 6 3 7 [j]; zeros all 1
    word = np.array([[sum((i + 1) << (4 * i) for i in range(8))]], np.uint32).view(np.int32)
    zeros = np.array([[0x11111111]], np.int32)
    out = anyrt.ops.dequantize_awq(anyrt.asarray(word), anyrt.asarray(np.full((1, 8), 0.5, np.float16)),
                                   anyrt.asarray(zeros))
    assert out.numpy().tolist() == [[0.0, 2.0, 0.5, 2.5, 1.0, 3.0, 1.5, 3.5]]


def test_dequantize_gptq_rows_groups_and_wrapped_g_idx() -> None:
    # rows 0-7: nibble r of word 0 holds r + 1, zero 0 -> (r + 1 - 1) * scale; row 8: word 1 holds 5, g_idx -1 is group 1
    w0 = sum((i + 1) << (4 * i) for i in range(8))
    qweight = np.array([[w0, w0], [5, 5]], np.uint32).view(np.int32)
    scales = np.array([[1.0, 2.0], [10.0, 20.0]], np.float32)
    g_idx = np.array([0] * 8 + [-1], np.int32)
    out = anyrt.ops.dequantize_gptq(anyrt.asarray(qweight), anyrt.asarray(scales), anyrt.asarray(np.zeros((2, 1), np.int32)),
                                    anyrt.asarray(g_idx))
    assert out.numpy().T.tolist() == [[0, 1, 2, 3, 4, 5, 6, 7, 40], [0, 2, 4, 6, 8, 10, 12, 14, 80]]


def test_dequantize_awq_rows_must_split_into_equal_groups() -> None:
    qweight = anyrt.asarray(np.zeros((5, 1), np.int32))
    with pytest.raises(anyrt.InvalidValueError, match="multiple of"):
        anyrt.ops.dequantize_awq(qweight, anyrt.asarray(np.ones((2, 8), np.float16)), anyrt.asarray(np.zeros((2, 1), np.int32)))


def test_gptq_packed_dims_are_checked() -> None:
    # 9 rows need ceil(9/8) = 2 packed words of rows, not 1
    with pytest.raises(anyrt.InvalidValueError, match=r"ceil\(k/8\)"):
        anyrt.ops.dequantize_gptq(anyrt.asarray(np.zeros((1, 2), np.int32)), anyrt.asarray(np.ones((1, 2), np.float32)),
                                  anyrt.asarray(np.zeros((1, 1), np.int32)), anyrt.asarray(np.zeros(9, np.int32)),
                                  out=anyrt.empty((9, 2), "float32"))


def test_only_an_optional_tensor_may_be_absent() -> None:
    x = anyrt.asarray(X)
    desc = _raw.create_tensor_desc(x.dtype.value, 1, [4], [1])
    handle = _raw.create_op_handle()
    try:
        with pytest.raises(anyrt.InvalidHandleError, match="x_packed"):
            _raw.create_per_tensor_quant_int8_descriptor(handle, ffi.NULL, desc, None, desc)
    finally:
        _raw.destroy_op_handle(handle)
        _raw.destroy_tensor_desc(desc)
