# Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`.
"""Every operator of spec/operators.yaml as a function on anyrt Tensors (re-exported as `anyrt.ops`).

Inputs are anyrt Tensors or anything `anyrt.asarray` takes (on the operands' device); an output is
allocated where `out` is None (an operator of several outputs takes and returns a tuple of them).
Runs are queued on `stream` (None: the current stream) and return at once; descriptors are cached
per operator, device, layouts and create-time attributes."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Any

from anyrt._cffi import lib
from anyrt._op_runtime import OpInfo, run
from anyrt.stream import Stream
from anyrt.tensor import Tensor

__all__ = ["gemm", "add", "sub", "mul", "relu", "silu", "sigmoid", "swiglu", "rms_norm", "softmax", "causal_softmax", "rope", "rearrange", "random_sample", "zeros", "ones", "add_rms_norm", "gelu", "gelutanh", "quickgelu", "tanh", "erf", "reciprocal", "hardswish", "softplus", "hardtanh", "clip", "log_softmax", "layer_norm"]


_GEMM = OpInfo.of("gemm")


def gemm(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, alpha: float = 1.0, beta: float = 0.0, stream: Stream | None = None) -> Tensor:
    """`c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents.

    Tensors: `c` out [..., m, n]; `a` in [..., m, k]; `b` in [..., k, n].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `alpha` float at call, default 1.0; `beta` float at call, default 0.0.
    """
    return run(_GEMM, (a, b), out, (alpha, beta), stream)


_ADD = OpInfo.of("add")


def add(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a + b`, broadcasting.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int32, int64.
    """
    return run(_ADD, (a, b), out, (), stream)


_SUB = OpInfo.of("sub")


def sub(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a - b`, broadcasting.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int32, int64.
    """
    return run(_SUB, (a, b), out, (), stream)


_MUL = OpInfo.of("mul")


def mul(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a * b`, broadcasting.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int32, int64.
    """
    return run(_MUL, (a, b), out, (), stream)


_RELU = OpInfo.of("relu")


def relu(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = max(x, 0)`.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int32, int64.
    """
    return run(_RELU, (x,), out, (), stream)


_SILU = OpInfo.of("silu")


def silu(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x * sigmoid(x)`.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SILU, (x,), out, (), stream)


_SIGMOID = OpInfo.of("sigmoid")


def sigmoid(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 1 / (1 + exp(-x))`.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SIGMOID, (x,), out, (), stream)


_SWIGLU = OpInfo.of("swiglu")


def swiglu(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SWIGLU, (a, b), out, (), stream)


_RMS_NORM = OpInfo.of("rms_norm")


def rms_norm(x: Tensor | Any, w: Tensor | Any, out: Tensor | None = None, *, epsilon: float = 1e-06, stream: Stream | None = None) -> Tensor:
    """`y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`.

    Tensors: `y` out [..., d]; `x` in [..., d]; `w` in [d] (float16, bfloat16, float32, float64).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `epsilon` float at create, default 1e-06.
    """
    return run(_RMS_NORM, (x, w), out, (epsilon,), stream)


_SOFTMAX = OpInfo.of("softmax")


def softmax(x: Tensor | Any, out: Tensor | None = None, *, axis: int = -1, stream: Stream | None = None) -> Tensor:
    """`y = exp(x - max) / sum(exp(x - max))` along `axis`.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `axis` int at create, default -1.
    """
    return run(_SOFTMAX, (x,), out, (axis,), stream)


_CAUSAL_SOFTMAX = OpInfo.of("causal_softmax")


def causal_softmax(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`.

    Tensors: `y` out [..., s, t]; `x` in [..., s, t].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_CAUSAL_SOFTMAX, (x,), out, (), stream)


_ROPE = OpInfo.of("rope")


def rope(x: Tensor | Any, pos_ids: Tensor | Any, sin_table: Tensor | Any, cos_table: Tensor | Any, out: Tensor | None = None, *, algo: int = lib.ANYRT_ROPE_ALGO_GPT_J, stream: Stream | None = None) -> Tensor:
    """Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position.

    Tensors: `y` out [..., s, h, d]; `x` in [..., s, h, d]; `pos_ids` in [..., s] (int32, int64, uint32, uint64); `sin_table` in [p, d/2]; `cos_table` in [p, d/2].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `algo` rope_algo at create, default gpt_j.
    """
    return run(_ROPE, (x, pos_ids, sin_table, cos_table), out, (algo,), stream)


_REARRANGE = OpInfo.of("rearrange")


def rearrange(src: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dst = src`: a copy between any two layouts of one shape (src may broadcast).

    Tensors: `dst` out [...]; `src` in [...].
    Dtypes: byte, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, bfloat16, float32, float64.
    """
    return run(_REARRANGE, (src,), out, (), stream)


_RANDOM_SAMPLE = OpInfo.of("random_sample")


def random_sample(probs: Tensor | Any, out: Tensor | None = None, *, random_val: float = 0.0, topp: float = 1.0, topk: int = 1, temperature: float = 1.0, stream: Stream | None = None) -> Tensor:
    """Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index).

    Tensors: `result` out [] (int32, int64, uint32, uint64); `probs` in [n].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `random_val` float at call, default 0.0; `topp` float at call, default 1.0; `topk` int at call, default 1; `temperature` float at call, default 1.0.
    """
    return run(_RANDOM_SAMPLE, (probs,), out, (random_val, topp, topk, temperature), stream)


_ZEROS = OpInfo.of("zeros")


def zeros(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 0`; `x` only fixes the shape, as in InfiniOP.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: byte, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, bfloat16, float32, float64.
    """
    return run(_ZEROS, (x,), out, (), stream)


_ONES = OpInfo.of("ones")


def ones(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 1`; `x` only fixes the shape, as in InfiniOP.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: byte, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, bfloat16, float32, float64.
    """
    return run(_ONES, (x,), out, (), stream)


_ADD_RMS_NORM = OpInfo.of("add_rms_norm")


def add_rms_norm(a: Tensor | Any, b: Tensor | Any, weight: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, epsilon: float = 1e-06, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """`residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`.

    Tensors: `y` out [..., d]; `residual_out` out [..., d]; `a` in [..., d]; `b` in [..., d]; `weight` in [d] (float16, bfloat16, float32, float64).
    Returns (y, residual_out); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `epsilon` float at create, default 1e-06.
    """
    return run(_ADD_RMS_NORM, (a, b, weight), out, (epsilon,), stream)


_GELU = OpInfo.of("gelu")


def gelu(input: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form.

    Tensors: `output` out [...]; `input` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_GELU, (input,), out, (), stream)


_GELUTANH = OpInfo.of("gelutanh")


def gelutanh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_GELUTANH, (x,), out, (), stream)


_QUICKGELU = OpInfo.of("quickgelu")


def quickgelu(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x * sigmoid(1.702 * x)`.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_QUICKGELU, (x,), out, (), stream)


_TANH = OpInfo.of("tanh")


def tanh(input: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output = tanh(input)`.

    Tensors: `output` out [...]; `input` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_TANH, (input,), out, (), stream)


_ERF = OpInfo.of("erf")


def erf(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = erf(x)`, the error function.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ERF, (x,), out, (), stream)


_RECIPROCAL = OpInfo.of("reciprocal")


def reciprocal(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 1 / x` (IEEE: `1 / 0` is infinity).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_RECIPROCAL, (x,), out, (), stream)


_HARDSWISH = OpInfo.of("hardswish")


def hardswish(input: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output = input * min(max(input + 3, 0), 6) / 6`.

    Tensors: `output` out [...]; `input` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_HARDSWISH, (input,), out, (), stream)


_SOFTPLUS = OpInfo.of("softplus")


def softplus(x: Tensor | Any, out: Tensor | None = None, *, beta: float = 1.0, threshold: float = 20.0, stream: Stream | None = None) -> Tensor:
    """`y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `beta` float at create, default 1.0; `threshold` float at create, default 20.0.
    """
    return run(_SOFTPLUS, (x,), out, (beta, threshold), stream)


_HARDTANH = OpInfo.of("hardtanh")


def hardtanh(input: Tensor | Any, out: Tensor | None = None, *, min_val: float = -1.0, max_val: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`output = min(max(input, min_val), max_val)`.

    Tensors: `output` out [...]; `input` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `min_val` float at create, default -1.0; `max_val` float at create, default 1.0.
    """
    return run(_HARDTANH, (input,), out, (min_val, max_val), stream)


_CLIP = OpInfo.of("clip")


def clip(x: Tensor | Any, min_val: Tensor | Any, max_val: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`).

    Tensors: `y` out [...]; `x` in [...]; `min_val` in [...]; `max_val` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_CLIP, (x, min_val, max_val), out, (), stream)


_LOG_SOFTMAX = OpInfo.of("log_softmax")


def log_softmax(input: Tensor | Any, out: Tensor | None = None, *, dim: int = -1, stream: Stream | None = None) -> Tensor:
    """`output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`).

    Tensors: `output` out [...]; `input` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `dim` int at create, default -1.
    """
    return run(_LOG_SOFTMAX, (input,), out, (dim,), stream)


_LAYER_NORM = OpInfo.of("layer_norm")


def layer_norm(input: Tensor | Any, weight: Tensor | Any, bias: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, eps: float = 1e-05, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor]:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`.

    Tensors: `output` out [..., d]; `input_standardization` out [..., d]; `input_std_deviation` out [...]; `input` in [..., d]; `weight` in [d]; `bias` in [d].
    Returns (output, input_standardization, input_std_deviation); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `eps` float at create, default 1e-05.
    """
    return run(_LAYER_NORM, (input, weight, bias), out, (eps,), stream)
