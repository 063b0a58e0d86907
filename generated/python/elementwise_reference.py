#  Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""The NumPy references of the elementwise operators and the reductions (spec/operators.yaml entries with
an `expr` or `reduces`), from each entry's `numpy` expression: operands in float64 (floats) or int64 (integers, bool as 0 / 1), as
anyrt.toolkit.op_reference takes them; it registers these beside its hand-written ones."""

from __future__ import annotations

import math  # noqa: F401  (an expression may use it: math.erf through np.vectorize)
from collections.abc import Callable

import numpy as np

Arrays = dict[str, np.ndarray]
Attrs = dict[str, float | int]


def abs(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.abs(x))


def neg(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(-x)


def sign(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(np.isnan(x), 0, np.sign(x)))


def square(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x * x)


def exp(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.exp(x))


def exp2(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.exp2(x))


def expm1(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.expm1(x))


def log(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.log(x))


def log2(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.log2(x))


def log10(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.log10(x))


def log1p(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.log1p(x))


def sqrt(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.sqrt(x))


def rsqrt(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(1 / np.sqrt(x))


def sin(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.sin(x))


def cos(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.cos(x))


def tan(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.tan(x))


def asin(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arcsin(x))


def acos(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arccos(x))


def atan(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arctan(x))


def sinh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.sinh(x))


def cosh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.cosh(x))


def asinh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arcsinh(x))


def acosh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arccosh(x))


def atanh(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arctanh(x))


def erfc(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.vectorize(math.erfc, otypes=[np.float64])(x))


def floor(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.floor(x))


def ceil(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.ceil(x))


def round(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.rint(x))


def trunc(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.trunc(x))


def bitwise_not(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(~x)


def logical_not(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x == 0)


def isnan(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.isnan(x))


def isinf(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.isinf(x))


def isfinite(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.isfinite(x))


def div(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a / b)


def floor_divide(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.floor_divide(a, b))


def remainder(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.remainder(a, b))


def fmod(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.fmod(a, b))


def pow(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.power(a, b))


def maximum(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.maximum(a, b))


def minimum(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.minimum(a, b))


def fmax(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.fmax(a, b))


def fmin(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.fmin(a, b))


def atan2(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.arctan2(a, b))


def hypot(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.hypot(a, b))


def copysign(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.copysign(a, b))


def logaddexp(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.logaddexp(a, b))


def bitwise_and(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a & b)


def bitwise_or(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a | b)


def bitwise_xor(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a ^ b)


def eq(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a == b)


def ne(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a != b)


def lt(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a < b)


def le(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a <= b)


def gt(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a > b)


def ge(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(a >= b)


def logical_and(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray((a != 0) & (b != 0))


def logical_or(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray((a != 0) | (b != 0))


def logical_xor(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray((a != 0) != (b != 0))


def where(t: Arrays, a: Attrs) -> np.ndarray:
    cond = t["cond"]
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(cond != 0, a, b))


def lerp(t: Arrays, a: Attrs) -> np.ndarray:
    start = t["start"]
    end = t["end"]
    weight = t["weight"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(weight < 0.5, start + weight * (end - start), end - (end - start) * (1 - weight)))


def addcmul(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    t1 = t["t1"]
    t2 = t["t2"]
    value = a["value"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x + value * t1 * t2)


def addcdiv(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    t1 = t["t1"]
    t2 = t["t2"]
    value = a["value"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x + value * t1 / t2)


def relu_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x > 0, dy, 0.0))


def silu_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x)))))


def gelu_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(dy * (0.5 * (1 + np.vectorize(math.erf, otypes=[np.float64])(x / np.sqrt(2))) + x * np.exp(-0.5 * x * x) / np.sqrt(2 * np.pi)))


def gelutanh_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(dy * (np.where((0.7978845608028654 * (x + 0.044715 * x**3)) >= 0, 1, np.exp(-2 * np.abs((0.7978845608028654 * (x + 0.044715 * x**3))))) / (1 + np.exp(-2 * np.abs((0.7978845608028654 * (x + 0.044715 * x**3))))) + np.where(np.exp(-2 * np.abs((0.7978845608028654 * (x + 0.044715 * x**3)))) > 0, 1.5957691216057307 * x * (1 + 0.134145 * x * x) * np.exp(-2 * np.abs((0.7978845608028654 * (x + 0.044715 * x**3)))) / (1 + np.exp(-2 * np.abs((0.7978845608028654 * (x + 0.044715 * x**3))))) ** 2, 0)))


def sigmoid_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    y = t["y"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(dy * y * (1 - y))


def tanh_backward(t: Arrays, a: Attrs) -> np.ndarray:
    dy = t["dy"]
    y = t["y"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(dy * (1 - y * y))


def relu6(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.clip(x, 0, 6))


def softsign(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x / (1 + np.abs(x)))


def tanhshrink(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x - np.tanh(x))


def selu(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x > 0, 1.0507009873554805 * x, 1.7580993408473766 * np.expm1(x)))


def logaddexp2(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.logaddexp2(a, b))


def bitwise_right_shift(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where((b < 0) | (b >= 64), np.where(a < 0, -1, 0), a >> np.clip(b, 0, 63)))


def broadcast_to(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x)


def hardsigmoid(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.clip(x + 3, 0, 6) / 6)


def mish(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x * np.tanh(np.log1p(np.exp(x))))


def logsigmoid(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.minimum(x, 0) - np.log1p(np.exp(-np.abs(x))))


def frac(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(x - np.trunc(x))


def sinc(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.sinc(x))


def signbit(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.signbit(x))


def leaky_relu(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    negative_slope = a["negative_slope"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x > 0, x, x * negative_slope))


def elu(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    alpha = a["alpha"]
    scale = a["scale"]
    input_scale = a["input_scale"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x > 0, x * scale, np.expm1(x * input_scale) * (alpha * scale)))


def hardshrink(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    lambd = a["lambd"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where((x >= -lambd) & (x <= lambd), 0.0, x))


def softshrink(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    lambd = a["lambd"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x > lambd, x - lambd, np.where(x < -lambd, x + lambd, x * 0)))


def threshold(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    threshold = a["threshold"]
    value = a["value"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(x <= threshold, value, x))


def nan_to_num(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    nan = a["nan"]
    posinf = a["posinf"]
    neginf = a["neginf"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(np.isnan(x), nan, np.where(np.isinf(x), np.where(x > 0, posinf, neginf), x)))


def xlogy(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(np.isnan(b), b, np.where(a == 0, 0.0, a * np.log(b))))


def xlog1py(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(np.isnan(b), b, np.where(a == 0, 0.0, a * np.log1p(b))))


def heaviside(t: Arrays, a: Attrs) -> np.ndarray:
    a = t["a"]
    b = t["b"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(a == 0, b, np.where(a > 0, 1, 0)))


def masked_fill(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    mask = t["mask"]
    value = a["value"]
    with np.errstate(all="ignore"):  # IEEE results (inf, NaN) are the reference's too
        return np.asarray(np.where(mask != 0, value, x))


def sum(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.sum(x, axis=axes, keepdims=True))


def mean(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.mean(x, axis=axes, keepdims=True))


def prod(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.prod(x, axis=axes, keepdims=True))


def amax(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.max(x, axis=axes, keepdims=True))


def amin(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.min(x, axis=axes, keepdims=True))


def norm(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.sqrt(np.sum(x * x, axis=axes, keepdims=True)))


def any(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.any(x != 0, axis=axes, keepdims=True))


def all(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.all(x != 0, axis=axes, keepdims=True))


def count_nonzero(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.sum(x != 0, axis=axes, keepdims=True))


def var(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    correction = a["correction"]
    with np.errstate(all="ignore"):
        return np.asarray(np.var(x, axis=axes, keepdims=True, ddof=correction))


def std(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    correction = a["correction"]
    with np.errstate(all="ignore"):
        return np.asarray(np.std(x, axis=axes, keepdims=True, ddof=correction))


def logsumexp(t: Arrays, a: Attrs) -> np.ndarray:
    x = t["x"]
    y = t["y"]  # its old contents: only its shape, which says the reduced dims
    axes = tuple(d for d in range(x.ndim) if y.shape[d] == 1 and x.shape[d] != 1)
    with np.errstate(all="ignore"):
        return np.asarray(np.logaddexp.reduce(x, axis=axes, keepdims=True))


REFERENCES: dict[str, Callable[[Arrays, Attrs], np.ndarray]] = {
    "abs": abs,
    "neg": neg,
    "sign": sign,
    "square": square,
    "exp": exp,
    "exp2": exp2,
    "expm1": expm1,
    "log": log,
    "log2": log2,
    "log10": log10,
    "log1p": log1p,
    "sqrt": sqrt,
    "rsqrt": rsqrt,
    "sin": sin,
    "cos": cos,
    "tan": tan,
    "asin": asin,
    "acos": acos,
    "atan": atan,
    "sinh": sinh,
    "cosh": cosh,
    "asinh": asinh,
    "acosh": acosh,
    "atanh": atanh,
    "erfc": erfc,
    "floor": floor,
    "ceil": ceil,
    "round": round,
    "trunc": trunc,
    "bitwise_not": bitwise_not,
    "logical_not": logical_not,
    "isnan": isnan,
    "isinf": isinf,
    "isfinite": isfinite,
    "div": div,
    "floor_divide": floor_divide,
    "remainder": remainder,
    "fmod": fmod,
    "pow": pow,
    "maximum": maximum,
    "minimum": minimum,
    "fmax": fmax,
    "fmin": fmin,
    "atan2": atan2,
    "hypot": hypot,
    "copysign": copysign,
    "logaddexp": logaddexp,
    "bitwise_and": bitwise_and,
    "bitwise_or": bitwise_or,
    "bitwise_xor": bitwise_xor,
    "eq": eq,
    "ne": ne,
    "lt": lt,
    "le": le,
    "gt": gt,
    "ge": ge,
    "logical_and": logical_and,
    "logical_or": logical_or,
    "logical_xor": logical_xor,
    "where": where,
    "lerp": lerp,
    "addcmul": addcmul,
    "addcdiv": addcdiv,
    "relu_backward": relu_backward,
    "silu_backward": silu_backward,
    "gelu_backward": gelu_backward,
    "gelutanh_backward": gelutanh_backward,
    "sigmoid_backward": sigmoid_backward,
    "tanh_backward": tanh_backward,
    "relu6": relu6,
    "softsign": softsign,
    "tanhshrink": tanhshrink,
    "selu": selu,
    "logaddexp2": logaddexp2,
    "bitwise_right_shift": bitwise_right_shift,
    "broadcast_to": broadcast_to,
    "hardsigmoid": hardsigmoid,
    "mish": mish,
    "logsigmoid": logsigmoid,
    "frac": frac,
    "sinc": sinc,
    "signbit": signbit,
    "leaky_relu": leaky_relu,
    "elu": elu,
    "hardshrink": hardshrink,
    "softshrink": softshrink,
    "threshold": threshold,
    "nan_to_num": nan_to_num,
    "xlogy": xlogy,
    "xlog1py": xlog1py,
    "heaviside": heaviside,
    "masked_fill": masked_fill,
    "sum": sum,
    "mean": mean,
    "prod": prod,
    "amax": amax,
    "amin": amin,
    "norm": norm,
    "any": any,
    "all": all,
    "count_nonzero": count_nonzero,
    "var": var,
    "std": std,
    "logsumexp": logsumexp,
}
