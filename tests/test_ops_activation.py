"""Hand-worked cases of the activation group's operators (1.3) beyond their InfiniCore tests: the
optional tensor a C caller leaves out (layer_norm's bias), and clip's crossed bounds."""

from __future__ import annotations

import math

import numpy as np
import pytest

import anyrt
from anyrt._cffi import ffi, lib
from anyrt._errors import InvalidHandleError
from anyrt._gen import _raw


def _desc(arr: np.ndarray) -> object:
    return _raw.create_tensor_desc(lib.ANYRT_DTYPE_FLOAT32, arr.ndim, ffi.new("int64_t[]", list(arr.shape) or [0]),
                                   ffi.new("int64_t[]", [s // arr.itemsize for s in arr.strides] or [0]))


def _addr(arr: np.ndarray) -> int:
    return int(arr.ctypes.data)


def test_layer_norm_without_its_bias_takes_a_null_descriptor_and_adds_nothing() -> None:
    # x = 1, 2, 3, 4: mean 2.5, biased variance 1.25, eps 0: std sqrt(1.25); y = (x - 2.5) / std * w
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    x = np.array([[1.0, 2.0, 3.0, 4.0]], np.float32)
    w = np.array([1.0, 1.0, 2.0, 2.0], np.float32)
    y, z, sd = np.full_like(x, 9.0), np.full_like(x, 9.0), np.full((1,), 9.0, np.float32)
    op = _raw.create_layer_norm_descriptor(h, _desc(y), _desc(z), _desc(sd), _desc(x), _desc(w), ffi.NULL, 0.0)
    _raw.layer_norm(op, None, 0, _addr(y), _addr(z), _addr(sd), _addr(x), _addr(w), ffi.NULL, stream=None)
    _raw.synchronize_device()
    s = math.sqrt(1.25)
    np.testing.assert_allclose(sd, [s], rtol=1e-6)
    np.testing.assert_allclose(z[0], [-1.5 / s, -0.5 / s, 0.5 / s, 1.5 / s], rtol=1e-6)
    np.testing.assert_allclose(y[0], [-1.5 / s, -0.5 / s, 1.0 / s, 3.0 / s], rtol=1e-6)
    _raw.destroy_op_desc(op)
    _raw.destroy_op_handle(h)


def test_a_required_tensor_left_out_is_still_refused_by_name() -> None:
    _raw.set_device(lib.ANYRT_DEVICE_KIND_CPU, 0)
    h = _raw.create_op_handle()
    x = np.zeros((2, 4), np.float32)
    sd = np.zeros((2,), np.float32)
    with pytest.raises(InvalidHandleError, match="argument 'weight' must be a tensor descriptor, not NULL"):
        _raw.create_layer_norm_descriptor(h, _desc(x), _desc(x), _desc(sd), _desc(x), ffi.NULL, _desc(x[0]), 1e-5)
    _raw.destroy_op_handle(h)


def test_clip_where_the_bounds_cross_gives_min_val_as_infinicore_cpu() -> None:
    x = np.array([-3.0, 0.25, 3.0], np.float32)
    lo = np.array([1.0, 1.0, -1.0], np.float32)
    hi = np.array([0.0, 0.5, 2.0], np.float32)
    np.testing.assert_array_equal(anyrt.ops.clip(x, lo, hi).numpy(), [1.0, 1.0, 2.0])


def test_hardtanh_where_the_bounds_cross_gives_max_val_as_infinicore_and_torch() -> None:
    # InfiniCore: v = x < min ? min : x; v > max ? max : v, so every element is max_val (torch's too)
    x = np.array([-3.0, 0.5, 3.0], np.float32)
    np.testing.assert_array_equal(anyrt.ops.hardtanh(x, min_val=1.0, max_val=0.0).numpy(), [0.0, 0.0, 0.0])
