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
from anyrt._op_runtime import OpInfo, reduce, run
from anyrt.stream import Stream
from anyrt.tensor import Tensor

__all__ = ["gemm", "add", "sub", "mul", "relu", "silu", "sigmoid", "swiglu", "rms_norm", "softmax", "causal_softmax", "rope", "rearrange", "random_sample", "zeros", "ones", "add_rms_norm", "cross_entropy", "topksoftmax", "topkrouter", "mrope", "per_tensor_quant_int8", "per_tensor_dequant_int8", "per_channel_quant_int8", "dequantize_awq", "dequantize_gptq", "kv_caching", "paged_caching", "paged_attention", "paged_attention_prefill", "attention", "random_sample_batch", "silu_and_mul", "embedding", "gelu", "gelutanh", "quickgelu", "tanh", "erf", "reciprocal", "hardswish", "softplus", "hardtanh", "clip", "log_softmax", "layer_norm", "select_last_token_hidden", "conv", "abs", "neg", "sign", "square", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "erfc", "floor", "ceil", "round", "trunc", "bitwise_not", "logical_not", "isnan", "isinf", "isfinite", "div", "floor_divide", "remainder", "fmod", "pow", "maximum", "minimum", "fmax", "fmin", "atan2", "hypot", "copysign", "logaddexp", "bitwise_and", "bitwise_or", "bitwise_xor", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor", "where", "lerp", "addcmul", "addcdiv", "relu_backward", "silu_backward", "gelu_backward", "gelutanh_backward", "sigmoid_backward", "tanh_backward", "relu6", "softsign", "tanhshrink", "selu", "logaddexp2", "bitwise_right_shift", "broadcast_to", "hardsigmoid", "mish", "logsigmoid", "frac", "sinc", "signbit", "leaky_relu", "elu", "hardshrink", "softshrink", "threshold", "nan_to_num", "xlogy", "xlog1py", "heaviside", "sum", "mean", "prod", "amax", "amin", "norm", "any", "all", "count_nonzero", "cast", "uniform", "normal", "bernoulli", "randint", "masked_fill", "arange", "linspace", "tril", "triu", "one_hot", "gather", "index_select", "scatter", "scatter_add", "index_add", "cumsum", "cumprod", "topk", "sort", "argsort", "argmax", "argmin", "histc", "softmax_backward", "log_softmax_backward", "layer_norm_backward", "rms_norm_backward", "nll_loss", "cross_entropy_backward", "nll_loss_backward", "embedding_backward", "conv_backward_data", "conv_backward_filter", "max_pool", "max_pool_backward", "avg_pool", "avg_pool_backward", "batch_norm", "batch_norm_inference", "batch_norm_backward", "adamw_step", "sgd_step", "var", "std", "logsumexp", "isin", "nonzero", "masked_select"]


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


_CROSS_ENTROPY = OpInfo.of("cross_entropy")


def cross_entropy(x: Tensor | Any, target: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32.

    Tensors: `y` out [...]; `x` in [..., v]; `target` in [...] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_CROSS_ENTROPY, (x, target), out, (), stream)


_TOPKSOFTMAX = OpInfo.of("topksoftmax")


def topksoftmax(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, topk: int = 1, norm: int = 0, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32.

    Tensors: `values` out [n, topk] (float32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `indices` out [n, topk] (int32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `x` in [n, e].
    Returns (values, indices); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `topk` int at call, default 1; `norm` int at call, default 0.
    """
    return run(_TOPKSOFTMAX, (x,), out, (topk, norm), stream)


_TOPKROUTER = OpInfo.of("topkrouter")


def topkrouter(x: Tensor | Any, correction_bias: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, routed_scaling_factor: float = 1.0, topk: int = 8, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32.

    Tensors: `values` out [n, topk] (float32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `indices` out [n, topk] (int32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `x` in [n, 256]; `correction_bias` in [256] (float32).
    Returns (values, indices); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `routed_scaling_factor` float at call, default 1.0; `topk` int at call, default 8.
    """
    return run(_TOPKROUTER, (x, correction_bias), out, (routed_scaling_factor, topk), stream)


_MROPE = OpInfo.of("mrope")


def mrope(q: Tensor | Any, k: Tensor | Any, cos: Tensor | Any, sin: Tensor | Any, positions: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, head_size: int = 128, rotary_dim: int = 128, section_t: int = 16, section_h: int = 24, section_w: int = 24, interleaved: int = 0, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32.

    Tensors: `q_out` out [n, qd]; `k_out` out [n, kd]; `q` in [n, qd]; `k` in [n, kd]; `cos` in [p, rotary_dim/2]; `sin` in [p, rotary_dim/2]; `positions` in [3, n] (int32, int64).
    Returns (q_out, k_out); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `head_size` int at create, default 128; `rotary_dim` int at create, default 128; `section_t` int at create, default 16; `section_h` int at create, default 24; `section_w` int at create, default 24; `interleaved` int at create, default 0.
    """
    return run(_MROPE, (q, k, cos, sin, positions), out, (head_size, rotary_dim, section_t, section_h, section_w, interleaved), stream)


_PER_TENSOR_QUANT_INT8 = OpInfo.of("per_tensor_quant_int8")


def per_tensor_quant_int8(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, is_static: bool = False, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor | None]:
    """`x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127].

    Tensors: `x_packed` out [...] (int8); `x_scale` out [1] (float32); `x_zero` out [1] (float32); `x` in [...].
    Returns (x_packed, x_scale, x_zero); `out` gives any of them.
    Optional: x_zero (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32.
    Attributes: `is_static` bool at call, default False.
    """
    return run(_PER_TENSOR_QUANT_INT8, (x,), out, (is_static,), stream)


_PER_TENSOR_DEQUANT_INT8 = OpInfo.of("per_tensor_dequant_int8")


def per_tensor_dequant_int8(x_packed: Tensor | Any, x_scale: Tensor | Any, x_zero: Tensor | Any = None, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve.

    Tensors: `x` out [...]; `x_packed` in [...] (int8); `x_scale` in [1] (float32); `x_zero` in [1] (float32).
    Optional: x_zero (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32.
    """
    return run(_PER_TENSOR_DEQUANT_INT8, (x_packed, x_scale, x_zero), out, (), stream)


_PER_CHANNEL_QUANT_INT8 = OpInfo.of("per_channel_quant_int8")


def per_channel_quant_int8(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor | None]:
    """Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127].

    Tensors: `x_packed` out [m, k] (int8); `x_scale` out [m, 1] (float32); `x_zero` out [m, 1] (float32); `x` in [m, k].
    Returns (x_packed, x_scale, x_zero); `out` gives any of them.
    Optional: x_zero (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32.
    """
    return run(_PER_CHANNEL_QUANT_INT8, (x,), out, (), stream)


_DEQUANTIZE_AWQ = OpInfo.of("dequantize_awq")


def dequantize_awq(qweight: Tensor | Any, scales: Tensor | Any, zeros: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once.

    Tensors: `out` out [k, n]; `qweight` in [k, n/8] (int32); `scales` in [g, n]; `zeros` in [g, n/8] (int32).
    Dtypes: float16, bfloat16, float32.
    """
    return run(_DEQUANTIZE_AWQ, (qweight, scales, zeros), out, (), stream)


_DEQUANTIZE_GPTQ = OpInfo.of("dequantize_gptq")


def dequantize_gptq(qweight: Tensor | Any, scales: Tensor | Any, zeros: Tensor | Any, g_idx: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once.

    Tensors: `out` out [k, n]; `qweight` in [ceil(k/8), n] (int32); `scales` in [g, n]; `zeros` in [g, ceil(n/8)] (int32); `g_idx` in [k] (int32).
    Dtypes: float16, bfloat16, float32.
    """
    return run(_DEQUANTIZE_GPTQ, (qweight, scales, zeros, g_idx), out, (), stream)


_KV_CACHING = OpInfo.of("kv_caching")


def kv_caching(k: Tensor | Any, v: Tensor | Any, past_kv_lengths: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused.

    Tensors: `k_cache` out [b, h, l, d]; `v_cache` out [b, h, l, d]; `k` in [b, h, s, d]; `v` in [b, h, s, d]; `past_kv_lengths` in [b] (int32, int64).
    Returns (k_cache, v_cache); `out` gives any of them.
    Dtypes: float16, bfloat16, float32.
    """
    return run(_KV_CACHING, (k, v, past_kv_lengths), out, (), stream)


_PAGED_CACHING = OpInfo.of("paged_caching")


def paged_caching(k: Tensor | Any, v: Tensor | Any, slot_mapping: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values.

    Tensors: `k_cache` out [nb, h, bs, dk]; `v_cache` out [nb, h, bs, dv]; `k` in [t, h, dk]; `v` in [t, h, dv]; `slot_mapping` in [t] (int64).
    Returns (k_cache, v_cache); `out` gives any of them.
    Dtypes: float16, bfloat16, float32.
    """
    return run(_PAGED_CACHING, (k, v, slot_mapping), out, (), stream)


_PAGED_ATTENTION = OpInfo.of("paged_attention")


def paged_attention(q: Tensor | Any, k_cache: Tensor | Any, v_cache: Tensor | Any, block_tables: Tensor | Any, seq_lens: Tensor | Any, alibi_slopes: Tensor | Any = None, out: Tensor | None = None, *, scale: float = 1.0, stream: Stream | None = None) -> Tensor:
    """Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused.

    Tensors: `out` out [n, hq, dv]; `q` in [n, hq, dk]; `k_cache` in [nb, hkv, bs, dk]; `v_cache` in [nb, hkv, bs, dv]; `block_tables` in [n, mb] (int32, int64, uint32); `seq_lens` in [n] (int32, int64, uint32); `alibi_slopes` in [hq] (float32).
    Optional: alibi_slopes (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32.
    Attributes: `scale` float at create, default 1.0.
    """
    return run(_PAGED_ATTENTION, (q, k_cache, v_cache, block_tables, seq_lens, alibi_slopes), out, (scale,), stream)


_PAGED_ATTENTION_PREFILL = OpInfo.of("paged_attention_prefill")


def paged_attention_prefill(q: Tensor | Any, k_cache: Tensor | Any, v_cache: Tensor | Any, block_tables: Tensor | Any, seq_lens: Tensor | Any, cum_seq_lens_q: Tensor | Any, alibi_slopes: Tensor | Any = None, out: Tensor | None = None, *, scale: float = 1.0, stream: Stream | None = None) -> Tensor:
    """Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused.

    Tensors: `out` out [t, hq, dv]; `q` in [t, hq, dk]; `k_cache` in [nb, hkv, bs, dk]; `v_cache` in [nb, hkv, bs, dv]; `block_tables` in [n, mb] (int32, int64, uint32); `seq_lens` in [n] (int32, int64, uint32); `cum_seq_lens_q` in [n+1] (int32, int64, uint32); `alibi_slopes` in [hq] (float32).
    Optional: alibi_slopes (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32.
    Attributes: `scale` float at create, default 1.0.
    """
    return run(_PAGED_ATTENTION_PREFILL, (q, k_cache, v_cache, block_tables, seq_lens, cum_seq_lens_q, alibi_slopes), out, (scale,), stream)


_ATTENTION = OpInfo.of("attention")


def attention(q: Tensor | Any, k: Tensor | Any, v: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, pos: int = 0, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor]:
    """Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused.

    Tensors: `out` out [s, hq, d]; `q` in [hq, s, d]; `k` in [hkv, s, d]; `v` in [hkv, s, d]; `k_cache` out [hkv, l, d]; `v_cache` out [hkv, l, d].
    Returns (out, k_cache, v_cache); `out` gives any of them.
    Dtypes: float16, bfloat16, float32.
    Attributes: `pos` int at create, default 0.
    """
    return run(_ATTENTION, (q, k, v), out, (pos,), stream)


_RANDOM_SAMPLE_BATCH = OpInfo.of("random_sample_batch")


def random_sample_batch(probs: Tensor | Any, random_val: Tensor | Any, topp: Tensor | Any, topk: Tensor | Any, temperature: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`.

    Tensors: `result` out [b] (int32, int64, uint32, uint64); `probs` in [b, n]; `random_val` in [b] (float32); `topp` in [b] (float32); `topk` in [b] (int32); `temperature` in [b] (float32).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_RANDOM_SAMPLE_BATCH, (probs, random_val, topp, topk, temperature), out, (), stream)


_SILU_AND_MUL = OpInfo.of("silu_and_mul")


def silu_and_mul(input: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does.

    Tensors: `output` out [..., d/2]; `input` in [..., d].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SILU_AND_MUL, (input,), out, (), stream)


_EMBEDDING = OpInfo.of("embedding")


def embedding(input: Tensor | Any, weight: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten).

    Tensors: `output` out [..., d]; `input` in [...] (int32, int64); `weight` in [v, d].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_EMBEDDING, (input, weight), out, (), stream)


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


def layer_norm(input: Tensor | Any, weight: Tensor | Any, bias: Tensor | Any = None, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, eps: float = 1e-05, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor]:
    """Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`.

    Tensors: `output` out [..., d]; `input_standardization` out [..., d]; `input_std_deviation` out [...]; `input` in [..., d]; `weight` in [d]; `bias` in [d].
    Returns (output, input_standardization, input_std_deviation); `out` gives any of them.
    Optional: bias (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `eps` float at create, default 1e-05.
    """
    return run(_LAYER_NORM, (input, weight, bias), out, (eps,), stream)


_SELECT_LAST_TOKEN_HIDDEN = OpInfo.of("select_last_token_hidden")


def select_last_token_hidden(hidden_states: Tensor | Any, input_offsets: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM).

    Tensors: `output` out [1, b, h]; `hidden_states` in [s, t, h]; `input_offsets` in [b+1] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SELECT_LAST_TOKEN_HIDDEN, (hidden_states, input_offsets), out, (), stream)


_CONV = OpInfo.of("conv")


def conv(x: Tensor | Any, w: Tensor | Any, b: Tensor | Any = None, out: Tensor | None = None, *, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> Tensor:
    """InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused.

    Tensors: `y` out [nb, cout, *out]; `x` in [nb, cin, *spatial]; `w` in [cout, cin, *kernel]; `b` in [cout].
    Optional: b (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `pads` up to 3 ints (n of them) at create, default 0 each; `strides` up to 3 ints (n of them) at create, default 1 each; `dilations` up to 3 ints (n of them) at create, default 1 each.
    """
    return run(_CONV, (x, w, b), out, (pads, strides, dilations), stream)


_ABS = OpInfo.of("abs")


def abs(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.abs(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_ABS, (x,), out, (), stream)


_NEG = OpInfo.of("neg")


def neg(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = -x` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_NEG, (x,), out, (), stream)


_SIGN = OpInfo.of("sign")


def sign(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_SIGN, (x,), out, (), stream)


_SQUARE = OpInfo.of("square")


def square(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x * x` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_SQUARE, (x,), out, (), stream)


_EXP = OpInfo.of("exp")


def exp(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.exp(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_EXP, (x,), out, (), stream)


_EXP2 = OpInfo.of("exp2")


def exp2(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.exp2(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_EXP2, (x,), out, (), stream)


_EXPM1 = OpInfo.of("expm1")


def expm1(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.expm1(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_EXPM1, (x,), out, (), stream)


_LOG = OpInfo.of("log")


def log(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.log(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOG, (x,), out, (), stream)


_LOG2 = OpInfo.of("log2")


def log2(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.log2(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOG2, (x,), out, (), stream)


_LOG10 = OpInfo.of("log10")


def log10(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.log10(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOG10, (x,), out, (), stream)


_LOG1P = OpInfo.of("log1p")


def log1p(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.log1p(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOG1P, (x,), out, (), stream)


_SQRT = OpInfo.of("sqrt")


def sqrt(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.sqrt(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SQRT, (x,), out, (), stream)


_RSQRT = OpInfo.of("rsqrt")


def rsqrt(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_RSQRT, (x,), out, (), stream)


_SIN = OpInfo.of("sin")


def sin(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.sin(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SIN, (x,), out, (), stream)


_COS = OpInfo.of("cos")


def cos(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.cos(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_COS, (x,), out, (), stream)


_TAN = OpInfo.of("tan")


def tan(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.tan(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_TAN, (x,), out, (), stream)


_ASIN = OpInfo.of("asin")


def asin(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arcsin(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ASIN, (x,), out, (), stream)


_ACOS = OpInfo.of("acos")


def acos(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arccos(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ACOS, (x,), out, (), stream)


_ATAN = OpInfo.of("atan")


def atan(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arctan(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ATAN, (x,), out, (), stream)


_SINH = OpInfo.of("sinh")


def sinh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.sinh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SINH, (x,), out, (), stream)


_COSH = OpInfo.of("cosh")


def cosh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.cosh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_COSH, (x,), out, (), stream)


_ASINH = OpInfo.of("asinh")


def asinh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ASINH, (x,), out, (), stream)


_ACOSH = OpInfo.of("acosh")


def acosh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arccosh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ACOSH, (x,), out, (), stream)


_ATANH = OpInfo.of("atanh")


def atanh(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.arctanh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ATANH, (x,), out, (), stream)


_ERFC = OpInfo.of("erfc")


def erfc(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ERFC, (x,), out, (), stream)


_FLOOR = OpInfo.of("floor")


def floor(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.floor(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_FLOOR, (x,), out, (), stream)


_CEIL = OpInfo.of("ceil")


def ceil(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.ceil(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_CEIL, (x,), out, (), stream)


_ROUND = OpInfo.of("round")


def round(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ROUND, (x,), out, (), stream)


_TRUNC = OpInfo.of("trunc")


def trunc(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.trunc(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_TRUNC, (x,), out, (), stream)


_BITWISE_NOT = OpInfo.of("bitwise_not")


def bitwise_not(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = ~x` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: int8, int16, int32, int64, uint8.
    """
    return run(_BITWISE_NOT, (x,), out, (), stream)


_LOGICAL_NOT = OpInfo.of("logical_not")


def logical_not(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x == 0` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...] (bool); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LOGICAL_NOT, (x,), out, (), stream)


_ISNAN = OpInfo.of("isnan")


def isnan(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.isnan(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...] (bool); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ISNAN, (x,), out, (), stream)


_ISINF = OpInfo.of("isinf")


def isinf(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.isinf(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...] (bool); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ISINF, (x,), out, (), stream)


_ISFINITE = OpInfo.of("isfinite")


def isfinite(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.isfinite(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...] (bool); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ISFINITE, (x,), out, (), stream)


_DIV = OpInfo.of("div")


def div(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a / b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_DIV, (a, b), out, (), stream)


_FLOOR_DIVIDE = OpInfo.of("floor_divide")


def floor_divide(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_FLOOR_DIVIDE, (a, b), out, (), stream)


_REMAINDER = OpInfo.of("remainder")


def remainder(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_REMAINDER, (a, b), out, (), stream)


_FMOD = OpInfo.of("fmod")


def fmod(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_FMOD, (a, b), out, (), stream)


_POW = OpInfo.of("pow")


def pow(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = np.power(a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_POW, (a, b), out, (), stream)


_MAXIMUM = OpInfo.of("maximum")


def maximum(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = max(a, b)`; NaN in either gives NaN (torch.maximum).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_MAXIMUM, (a, b), out, (), stream)


_MINIMUM = OpInfo.of("minimum")


def minimum(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = min(a, b)`; NaN in either gives NaN (torch.minimum).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_MINIMUM, (a, b), out, (), stream)


_FMAX = OpInfo.of("fmax")


def fmax(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = max(a, b)`, NaN ignored where the other is a number.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_FMAX, (a, b), out, (), stream)


_FMIN = OpInfo.of("fmin")


def fmin(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = min(a, b)`, NaN ignored where the other is a number.

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_FMIN, (a, b), out, (), stream)


_ATAN2 = OpInfo.of("atan2")


def atan2(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_ATAN2, (a, b), out, (), stream)


_HYPOT = OpInfo.of("hypot")


def hypot(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_HYPOT, (a, b), out, (), stream)


_COPYSIGN = OpInfo.of("copysign")


def copysign(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_COPYSIGN, (a, b), out, (), stream)


_LOGADDEXP = OpInfo.of("logaddexp")


def logaddexp(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOGADDEXP, (a, b), out, (), stream)


_BITWISE_AND = OpInfo.of("bitwise_and")


def bitwise_and(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a & b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: int8, int16, int32, int64, uint8, bool.
    """
    return run(_BITWISE_AND, (a, b), out, (), stream)


_BITWISE_OR = OpInfo.of("bitwise_or")


def bitwise_or(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a | b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: int8, int16, int32, int64, uint8, bool.
    """
    return run(_BITWISE_OR, (a, b), out, (), stream)


_BITWISE_XOR = OpInfo.of("bitwise_xor")


def bitwise_xor(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a ^ b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: int8, int16, int32, int64, uint8, bool.
    """
    return run(_BITWISE_XOR, (a, b), out, (), stream)


_EQ = OpInfo.of("eq")


def eq(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a == b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_EQ, (a, b), out, (), stream)


_NE = OpInfo.of("ne")


def ne(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a != b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_NE, (a, b), out, (), stream)


_LT = OpInfo.of("lt")


def lt(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a < b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LT, (a, b), out, (), stream)


_LE = OpInfo.of("le")


def le(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a <= b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LE, (a, b), out, (), stream)


_GT = OpInfo.of("gt")


def gt(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a > b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_GT, (a, b), out, (), stream)


_GE = OpInfo.of("ge")


def ge(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a >= b` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_GE, (a, b), out, (), stream)


_LOGICAL_AND = OpInfo.of("logical_and")


def logical_and(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LOGICAL_AND, (a, b), out, (), stream)


_LOGICAL_OR = OpInfo.of("logical_or")


def logical_or(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LOGICAL_OR, (a, b), out, (), stream)


_LOGICAL_XOR = OpInfo.of("logical_xor")


def logical_xor(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation).

    Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_LOGICAL_XOR, (a, b), out, (), stream)


_WHERE = OpInfo.of("where")


def where(cond: Tensor | Any, a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `cond` in [...] (bool); `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_WHERE, (cond, a, b), out, (), stream)


_LERP = OpInfo.of("lerp")


def lerp(start: Tensor | Any, end: Tensor | Any, weight: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1).

    Tensors: `y` out [...]; `start` in [...]; `end` in [...]; `weight` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LERP, (start, end, weight), out, (), stream)


_ADDCMUL = OpInfo.of("addcmul")


def addcmul(x: Tensor | Any, t1: Tensor | Any, t2: Tensor | Any, out: Tensor | None = None, *, value: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...]; `t1` in [...]; `t2` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `value` float at call, default 1.0.
    """
    return run(_ADDCMUL, (x, t1, t2), out, (value,), stream)


_ADDCDIV = OpInfo.of("addcdiv")


def addcdiv(x: Tensor | Any, t1: Tensor | Any, t2: Tensor | Any, out: Tensor | None = None, *, value: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...]; `t1` in [...]; `t2` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `value` float at call, default 1.0.
    """
    return run(_ADDCDIV, (x, t1, t2), out, (value,), stream)


_RELU_BACKWARD = OpInfo.of("relu_backward")


def relu_backward(dy: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation).

    Tensors: `dx` out [...]; `dy` in [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_RELU_BACKWARD, (dy, x), out, (), stream)


_SILU_BACKWARD = OpInfo.of("silu_backward")


def silu_backward(dy: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation).

    Tensors: `dx` out [...]; `dy` in [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SILU_BACKWARD, (dy, x), out, (), stream)


_GELU_BACKWARD = OpInfo.of("gelu_backward")


def gelu_backward(dy: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = dy * gelu'(x)`, gelu's exact (erf) form.

    Tensors: `dx` out [...]; `dy` in [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_GELU_BACKWARD, (dy, x), out, (), stream)


_GELUTANH_BACKWARD = OpInfo.of("gelutanh_backward")


def gelutanh_backward(dy: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0).

    Tensors: `dx` out [...]; `dy` in [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_GELUTANH_BACKWARD, (dy, x), out, (), stream)


_SIGMOID_BACKWARD = OpInfo.of("sigmoid_backward")


def sigmoid_backward(dy: Tensor | Any, y: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation).

    Tensors: `dx` out [...]; `dy` in [...]; `y` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SIGMOID_BACKWARD, (dy, y), out, (), stream)


_TANH_BACKWARD = OpInfo.of("tanh_backward")


def tanh_backward(dy: Tensor | Any, y: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation).

    Tensors: `dx` out [...]; `dy` in [...]; `y` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_TANH_BACKWARD, (dy, y), out, (), stream)


_RELU6 = OpInfo.of("relu6")


def relu6(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_RELU6, (x,), out, (), stream)


_SOFTSIGN = OpInfo.of("softsign")


def softsign(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SOFTSIGN, (x,), out, (), stream)


_TANHSHRINK = OpInfo.of("tanhshrink")


def tanhshrink(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_TANHSHRINK, (x,), out, (), stream)


_SELU = OpInfo.of("selu")


def selu(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SELU, (x,), out, (), stream)


_LOGADDEXP2 = OpInfo.of("logaddexp2")


def logaddexp2(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOGADDEXP2, (a, b), out, (), stream)


_BITWISE_RIGHT_SHIFT = OpInfo.of("bitwise_right_shift")


def bitwise_right_shift(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: int8, int16, int32, int64, uint8.
    """
    return run(_BITWISE_RIGHT_SHIFT, (a, b), out, (), stream)


_BROADCAST_TO = OpInfo.of("broadcast_to")


def broadcast_to(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_BROADCAST_TO, (x,), out, (), stream)


_HARDSIGMOID = OpInfo.of("hardsigmoid")


def hardsigmoid(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_HARDSIGMOID, (x,), out, (), stream)


_MISH = OpInfo.of("mish")


def mish(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x * tanh(softplus(x))` (torch.nn.functional.mish).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_MISH, (x,), out, (), stream)


_LOGSIGMOID = OpInfo.of("logsigmoid")


def logsigmoid(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LOGSIGMOID, (x,), out, (), stream)


_FRAC = OpInfo.of("frac")


def frac(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x - trunc(x)`, the sign of x (torch.frac).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_FRAC, (x,), out, (), stream)


_SINC = OpInfo.of("sinc")


def sinc(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SINC, (x,), out, (), stream)


_SIGNBIT = OpInfo.of("signbit")


def signbit(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x's sign bit is set` (-0.0 and negative NaN included), as bool.

    Tensors: `y` out [...] (bool); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_SIGNBIT, (x,), out, (), stream)


_LEAKY_RELU = OpInfo.of("leaky_relu")


def leaky_relu(x: Tensor | Any, out: Tensor | None = None, *, negative_slope: float = 0.01, stream: Stream | None = None) -> Tensor:
    """`y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `negative_slope` float at call, default 0.01.
    """
    return run(_LEAKY_RELU, (x,), out, (negative_slope,), stream)


_ELU = OpInfo.of("elu")


def elu(x: Tensor | Any, out: Tensor | None = None, *, alpha: float = 1.0, scale: float = 1.0, input_scale: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `alpha` float at call, default 1.0; `scale` float at call, default 1.0; `input_scale` float at call, default 1.0.
    """
    return run(_ELU, (x,), out, (alpha, scale, input_scale), stream)


_HARDSHRINK = OpInfo.of("hardshrink")


def hardshrink(x: Tensor | Any, out: Tensor | None = None, *, lambd: float = 0.5, stream: Stream | None = None) -> Tensor:
    """`y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `lambd` float at call, default 0.5.
    """
    return run(_HARDSHRINK, (x,), out, (lambd,), stream)


_SOFTSHRINK = OpInfo.of("softshrink")


def softshrink(x: Tensor | Any, out: Tensor | None = None, *, lambd: float = 0.5, stream: Stream | None = None) -> Tensor:
    """`y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `lambd` float at call, default 0.5.
    """
    return run(_SOFTSHRINK, (x,), out, (lambd,), stream)


_THRESHOLD = OpInfo.of("threshold")


def threshold(x: Tensor | Any, out: Tensor | None = None, *, threshold: float = 0.0, value: float = 0.0, stream: Stream | None = None) -> Tensor:
    """`y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `threshold` float at call, default 0.0; `value` float at call, default 0.0.
    """
    return run(_THRESHOLD, (x,), out, (threshold, value), stream)


_NAN_TO_NUM = OpInfo.of("nan_to_num")


def nan_to_num(x: Tensor | Any, out: Tensor | None = None, *, nan: float = 0.0, posinf: float = 3.4028234663852886e+38, neginf: float = -3.4028234663852886e+38, stream: Stream | None = None) -> Tensor:
    """`y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num).

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `nan` float at call, default 0.0; `posinf` float at call, default 3.4028234663852886e+38; `neginf` float at call, default -3.4028234663852886e+38.
    """
    return run(_NAN_TO_NUM, (x,), out, (nan, posinf, neginf), stream)


_XLOGY = OpInfo.of("xlogy")


def xlogy(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_XLOGY, (a, b), out, (), stream)


_XLOG1PY = OpInfo.of("xlog1py")


def xlog1py(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_XLOG1PY, (a, b), out, (), stream)


_HEAVISIDE = OpInfo.of("heaviside")


def heaviside(a: Tensor | Any, b: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's).

    Tensors: `c` out [...]; `a` in [...]; `b` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_HEAVISIDE, (a, b), out, (), stream)


_SUM = OpInfo.of("sum")


def sum(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    An integer or bool x gives int64 (NumPy's and torch's promotion): x is cast to it first (an `out` of x's dtype keeps x's).
    """
    return reduce(_SUM, x, axis, keepdim, out, (), stream)


_MEAN = OpInfo.of("mean")


def mean(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = mean(x)` over the reduced dims (NaN where there are none).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64.
    """
    return reduce(_MEAN, x, axis, keepdim, out, (), stream)


_PROD = OpInfo.of("prod")


def prod(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    An integer or bool x gives int64 (NumPy's and torch's promotion): x is cast to it first (an `out` of x's dtype keeps x's).
    """
    return reduce(_PROD, x, axis, keepdim, out, (), stream)


_AMAX = OpInfo.of("amax")


def amax(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises.

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return reduce(_AMAX, x, axis, keepdim, out, (), stream)


_AMIN = OpInfo.of("amin")


def amin(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises.

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return reduce(_AMIN, x, axis, keepdim, out, (), stream)


_NORM = OpInfo.of("norm")


def norm(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = sqrt(sum(x * x))` over the reduced dims (the 2-norm).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64.
    """
    return reduce(_NORM, x, axis, keepdim, out, (), stream)


_ANY = OpInfo.of("any")


def any(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return reduce(_ANY, x, axis, keepdim, out, (), stream)


_ALL = OpInfo.of("all")


def all(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return reduce(_ALL, x, axis, keepdim, out, (), stream)


_COUNT_NONZERO = OpInfo.of("count_nonzero")


def count_nonzero(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return reduce(_COUNT_NONZERO, x, axis, keepdim, out, (), stream)


_CAST = OpInfo.of("cast")


def cast(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion.

    Tensors: `y` out [...] (float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool, byte, uint16, uint32, uint64); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool, byte, uint16, uint32, uint64.
    """
    return run(_CAST, (x,), out, (), stream)


_UNIFORM = OpInfo.of("uniform")


def uniform(out: Tensor | None = None, *, seed: int = 0, offset: int = 0, low: float = 0.0, high: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's).

    Tensors: `y` out [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `seed` int64 at call, default 0; `offset` int64 at call, default 0; `low` float at call, default 0.0; `high` float at call, default 1.0.
    """
    return run(_UNIFORM, (), out, (seed, offset, low, high), stream)


_NORMAL = OpInfo.of("normal")


def normal(out: Tensor | None = None, *, seed: int = 0, offset: int = 0, mean: float = 0.0, std: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp).

    Tensors: `y` out [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `seed` int64 at call, default 0; `offset` int64 at call, default 0; `mean` float at call, default 0.0; `std` float at call, default 1.0.
    """
    return run(_NORMAL, (), out, (seed, offset, mean, std), stream)


_BERNOULLI = OpInfo.of("bernoulli")


def bernoulli(out: Tensor | None = None, *, seed: int = 0, offset: int = 0, p: float = 0.5, stream: Stream | None = None) -> Tensor:
    """`y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones.

    Tensors: `y` out [...].
    Dtypes: float16, bfloat16, float32, float64, bool, uint8.
    Attributes: `seed` int64 at call, default 0; `offset` int64 at call, default 0; `p` float at call, default 0.5.
    """
    return run(_BERNOULLI, (), out, (seed, offset, p), stream)


_RANDINT = OpInfo.of("randint")


def randint(out: Tensor | None = None, *, seed: int = 0, offset: int = 0, low: int = 0, high: int = 2, stream: Stream | None = None) -> Tensor:
    """`y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize).

    Tensors: `y` out [...].
    Dtypes: int32, int64, float16, bfloat16, float32, float64.
    Attributes: `seed` int64 at call, default 0; `offset` int64 at call, default 0; `low` int64 at call, default 0; `high` int64 at call, default 2.
    """
    return run(_RANDINT, (), out, (seed, offset, low, high), stream)


_MASKED_FILL = OpInfo.of("masked_fill")


def masked_fill(x: Tensor | Any, mask: Tensor | Any, out: Tensor | None = None, *, value: float = 0.0, stream: Stream | None = None) -> Tensor:
    """`y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows).

    Tensors: `y` out [...]; `x` in [...]; `mask` in [...] (bool).
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `value` float at call, default 0.0.
    """
    return run(_MASKED_FILL, (x, mask), out, (value,), stream)


_ARANGE = OpInfo.of("arange")


def arange(out: Tensor | None = None, *, start: float = 0.0, step: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end.

    Tensors: `y` out [n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `start` float at call, default 0.0; `step` float at call, default 1.0.
    """
    return run(_ARANGE, (), out, (start, step), stream)


_LINSPACE = OpInfo.of("linspace")


def linspace(out: Tensor | None = None, *, start: float = 0.0, end: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace).

    Tensors: `y` out [n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `start` float at call, default 0.0; `end` float at call, default 1.0.
    """
    return run(_LINSPACE, (), out, (start, end), stream)


_TRIL = OpInfo.of("tril")


def tril(x: Tensor | Any, out: Tensor | None = None, *, diagonal: int = 0, stream: Stream | None = None) -> Tensor:
    """`y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x.

    Tensors: `y` out [..., m, n]; `x` in [..., m, n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `diagonal` int at create, default 0.
    """
    return run(_TRIL, (x,), out, (diagonal,), stream)


_TRIU = OpInfo.of("triu")


def triu(x: Tensor | Any, out: Tensor | None = None, *, diagonal: int = 0, stream: Stream | None = None) -> Tensor:
    """`y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x.

    Tensors: `y` out [..., m, n]; `x` in [..., m, n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `diagonal` int at create, default 0.
    """
    return run(_TRIU, (x,), out, (diagonal,), stream)


_ONE_HOT = OpInfo.of("one_hot")


def one_hot(index: Tensor | Any, out: Tensor | None = None, *, num_classes: int = 2, stream: Stream | None = None) -> Tensor:
    """`y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises).

    Tensors: `y` out [..., num_classes]; `index` in [...] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `num_classes` int at create, default 2.
    """
    return run(_ONE_HOT, (index,), out, (num_classes,), stream)


_GATHER = OpInfo.of("gather")


def gather(x: Tensor | Any, index: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises).

    Tensors: `out` out [..., k]; `x` in [..., n]; `index` in [..., k] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_GATHER, (x, index), out, (), stream)


_INDEX_SELECT = OpInfo.of("index_select")


def index_select(x: Tensor | Any, index: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises).

    Tensors: `out` out [..., k]; `x` in [..., n]; `index` in [k] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_INDEX_SELECT, (x, index), out, (), stream)


_SCATTER = OpInfo.of("scatter")


def scatter(x: Tensor | Any, index: Tensor | Any, src: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises).

    Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [..., k] (int32, int64); `src` in [..., k].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_SCATTER, (x, index, src), out, (), stream)


_SCATTER_ADD = OpInfo.of("scatter_add")


def scatter_add(x: Tensor | Any, index: Tensor | Any, src: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run.

    Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [..., k] (int32, int64); `src` in [..., k].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_SCATTER_ADD, (x, index, src), out, (), stream)


_INDEX_ADD = OpInfo.of("index_add")


def index_add(x: Tensor | Any, index: Tensor | Any, src: Tensor | Any, out: Tensor | None = None, *, alpha: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run.

    Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [k] (int32, int64); `src` in [..., k].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `alpha` float at call, default 1.0.
    """
    return run(_INDEX_ADD, (x, index, src), out, (alpha,), stream)


_CUMSUM = OpInfo.of("cumsum")


def cumsum(x: Tensor | Any, out: Tensor | None = None, *, dim: int = -1, exclusive: bool = False, reverse: bool = False, stream: Stream | None = None) -> Tensor:
    """`y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    An integer or bool x gives int64 (NumPy's and torch's promotion): x is cast to it first (an `out` of x's dtype keeps x's).
    Attributes: `dim` int at create, default -1; `exclusive` bool at create, default False; `reverse` bool at create, default False.
    """
    return run(_CUMSUM, (x,), out, (dim, exclusive, reverse), stream)


_CUMPROD = OpInfo.of("cumprod")


def cumprod(x: Tensor | Any, out: Tensor | None = None, *, dim: int = -1, exclusive: bool = False, reverse: bool = False, stream: Stream | None = None) -> Tensor:
    """`y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count.

    Tensors: `y` out [...]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    An integer or bool x gives int64 (NumPy's and torch's promotion): x is cast to it first (an `out` of x's dtype keeps x's).
    Attributes: `dim` int at create, default -1; `exclusive` bool at create, default False; `reverse` bool at create, default False.
    """
    return run(_CUMPROD, (x,), out, (dim, exclusive, reverse), stream)


_TOPK = OpInfo.of("topk")


def topk(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, k: int = 1, largest: bool = True, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order).

    Tensors: `values` out [..., k]; `indices` out [..., k] (int32, int64); `x` in [..., n].
    Returns (values, indices); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `k` int at create, default 1; `largest` bool at create, default True.
    """
    return run(_TOPK, (x,), out, (k, largest), stream)


_SORT = OpInfo.of("sort")


def sort(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, descending: bool = False, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order).

    Tensors: `values` out [..., n]; `indices` out [..., n] (int32, int64); `x` in [..., n].
    Returns (values, indices); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `descending` bool at create, default False.
    """
    return run(_SORT, (x,), out, (descending,), stream)


_ARGSORT = OpInfo.of("argsort")


def argsort(x: Tensor | Any, out: Tensor | None = None, *, descending: bool = False, stream: Stream | None = None) -> Tensor:
    """The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order).

    Tensors: `indices` out [..., n] (int32, int64); `x` in [..., n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `descending` bool at create, default False.
    """
    return run(_ARGSORT, (x,), out, (descending,), stream)


_ARGMAX = OpInfo.of("argmax")


def argmax(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises.

    Tensors: `y` out [...] (int32, int64); `x` in [..., n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_ARGMAX, (x,), out, (), stream)


_ARGMIN = OpInfo.of("argmin")


def argmin(x: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises.

    Tensors: `y` out [...] (int32, int64); `x` in [..., n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    """
    return run(_ARGMIN, (x,), out, (), stream)


_HISTC = OpInfo.of("histc")


def histc(x: Tensor | Any, out: Tensor | None = None, *, bins: int = 100, min_val: float = 0.0, max_val: float = 0.0, stream: Stream | None = None) -> Tensor:
    """The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises).

    Tensors: `y` out [bins]; `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8.
    Attributes: `bins` int at create, default 100; `min_val` float at create, default 0.0; `max_val` float at create, default 0.0.
    """
    return run(_HISTC, (x,), out, (bins, min_val, max_val), stream)


_SOFTMAX_BACKWARD = OpInfo.of("softmax_backward")


def softmax_backward(dy: Tensor | Any, y: Tensor | Any, out: Tensor | None = None, *, axis: int = -1, stream: Stream | None = None) -> Tensor:
    """`dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count).

    Tensors: `dx` out [...]; `dy` in [...]; `y` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `axis` int at create, default -1.
    """
    return run(_SOFTMAX_BACKWARD, (dy, y), out, (axis,), stream)


_LOG_SOFTMAX_BACKWARD = OpInfo.of("log_softmax_backward")


def log_softmax_backward(dy: Tensor | Any, y: Tensor | Any, out: Tensor | None = None, *, dim: int = -1, stream: Stream | None = None) -> Tensor:
    """`dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order.

    Tensors: `dx` out [...]; `dy` in [...]; `y` in [...].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `dim` int at create, default -1.
    """
    return run(_LOG_SOFTMAX_BACKWARD, (dy, y), out, (dim,), stream)


_LAYER_NORM_BACKWARD = OpInfo.of("layer_norm_backward")


def layer_norm_backward(dy: Tensor | Any, input_standardization: Tensor | Any, input_std_deviation: Tensor | Any, weight: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor | None]:
    """layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count).

    Tensors: `dx` out [..., d]; `dweight` out [d]; `dbias` out [d]; `dy` in [..., d]; `input_standardization` in [..., d]; `input_std_deviation` in [...]; `weight` in [d].
    Returns (dx, dweight, dbias); `out` gives any of them.
    Optional: dbias (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_LAYER_NORM_BACKWARD, (dy, input_standardization, input_std_deviation, weight), out, (), stream)


_RMS_NORM_BACKWARD = OpInfo.of("rms_norm_backward")


def rms_norm_backward(dy: Tensor | Any, x: Tensor | Any, w: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, epsilon: float = 1e-06, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count).

    Tensors: `dx` out [..., d]; `dw` out [d]; `dy` in [..., d]; `x` in [..., d]; `w` in [d].
    Returns (dx, dw); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `epsilon` float at create, default 1e-06.
    """
    return run(_RMS_NORM_BACKWARD, (dy, x, w), out, (epsilon,), stream)


_NLL_LOSS = OpInfo.of("nll_loss")


def nll_loss(x: Tensor | Any, target: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy).

    Tensors: `y` out [...]; `x` in [..., v]; `target` in [...] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_NLL_LOSS, (x, target), out, (), stream)


_CROSS_ENTROPY_BACKWARD = OpInfo.of("cross_entropy_backward")


def cross_entropy_backward(dy: Tensor | Any, x: Tensor | Any, target: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32.

    Tensors: `dx` out [..., v]; `dy` in [...]; `x` in [..., v]; `target` in [...] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_CROSS_ENTROPY_BACKWARD, (dy, x, target), out, (), stream)


_NLL_LOSS_BACKWARD = OpInfo.of("nll_loss_backward")


def nll_loss_backward(dy: Tensor | Any, x: Tensor | Any, target: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`.

    Tensors: `dx` out [..., v]; `dy` in [...]; `x` in [..., v]; `target` in [...] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    """
    return run(_NLL_LOSS_BACKWARD, (dy, x, target), out, (), stream)


_EMBEDDING_BACKWARD = OpInfo.of("embedding_backward")


def embedding_backward(dy: Tensor | Any, input: Tensor | Any, out: Tensor | None = None, *, padding_idx: int = -1, stream: Stream | None = None) -> Tensor:
    """embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written.

    Tensors: `dweight` out [v, d]; `dy` in [n, d]; `input` in [n] (int32, int64).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `padding_idx` int at create, default -1.
    """
    return run(_EMBEDDING_BACKWARD, (dy, input), out, (padding_idx,), stream)


_CONV_BACKWARD_DATA = OpInfo.of("conv_backward_data")


def conv_backward_data(dy: Tensor | Any, w: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> Tensor:
    """conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found.

    Tensors: `dx` out [nb, cin, *spatial]; `dy` in [nb, cout, *out]; `w` in [cout, cin, *kernel]; `x` in [nb, cin, *spatial].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `pads` up to 3 ints (n of them) at create, default 0 each; `strides` up to 3 ints (n of them) at create, default 1 each; `dilations` up to 3 ints (n of them) at create, default 1 each.
    """
    return run(_CONV_BACKWARD_DATA, (dy, w, x), out, (pads, strides, dilations), stream)


_CONV_BACKWARD_FILTER = OpInfo.of("conv_backward_filter")


def conv_backward_filter(dy: Tensor | Any, x: Tensor | Any, w: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, pads: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, dilations: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> tuple[Tensor, Tensor | None]:
    """conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found.

    Tensors: `dw` out [cout, cin, *kernel]; `db` out [cout]; `dy` in [nb, cout, *out]; `x` in [nb, cin, *spatial]; `w` in [cout, cin, *kernel].
    Returns (dw, db); `out` gives any of them.
    Optional: db (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `pads` up to 3 ints (n of them) at create, default 0 each; `strides` up to 3 ints (n of them) at create, default 1 each; `dilations` up to 3 ints (n of them) at create, default 1 each.
    """
    return run(_CONV_BACKWARD_FILTER, (dy, x, w), out, (pads, strides, dilations), stream)


_MAX_POOL = OpInfo.of("max_pool")


def max_pool(x: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window.

    Tensors: `y` out [nb, c, *out]; `indices` out [nb, c, *out] (int64); `x` in [nb, c, *spatial].
    Returns (y, indices); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `kernel_size` up to 3 ints (n of them) at create, default 1 each; `strides` up to 3 ints (n of them) at create, default 1 each; `pads` up to 3 ints (n of them) at create, default 0 each.
    """
    return run(_MAX_POOL, (x,), out, (kernel_size, strides, pads), stream)


_MAX_POOL_BACKWARD = OpInfo.of("max_pool_backward")


def max_pool_backward(dy: Tensor | Any, indices: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, stream: Stream | None = None) -> Tensor:
    """max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing.

    Tensors: `dx` out [nb, c, *spatial]; `dy` in [nb, c, *out]; `indices` in [nb, c, *out] (int64); `x` in [nb, c, *spatial].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `kernel_size` up to 3 ints (n of them) at create, default 1 each; `strides` up to 3 ints (n of them) at create, default 1 each; `pads` up to 3 ints (n of them) at create, default 0 each.
    """
    return run(_MAX_POOL_BACKWARD, (dy, indices, x), out, (kernel_size, strides, pads), stream)


_AVG_POOL = OpInfo.of("avg_pool")


def avg_pool(x: Tensor | Any, out: Tensor | None = None, *, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, count_include_pad: bool = True, stream: Stream | None = None) -> Tensor:
    """Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window.

    Tensors: `y` out [nb, c, *out]; `x` in [nb, c, *spatial].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `kernel_size` up to 3 ints (n of them) at create, default 1 each; `strides` up to 3 ints (n of them) at create, default 1 each; `pads` up to 3 ints (n of them) at create, default 0 each; `count_include_pad` bool at create, default True.
    """
    return run(_AVG_POOL, (x,), out, (kernel_size, strides, pads, count_include_pad), stream)


_AVG_POOL_BACKWARD = OpInfo.of("avg_pool_backward")


def avg_pool_backward(dy: Tensor | Any, x: Tensor | Any, out: Tensor | None = None, *, kernel_size: list[int] | tuple[int, ...] | None = None, strides: list[int] | tuple[int, ...] | None = None, pads: list[int] | tuple[int, ...] | None = None, count_include_pad: bool = True, stream: Stream | None = None) -> Tensor:
    """avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32.

    Tensors: `dx` out [nb, c, *spatial]; `dy` in [nb, c, *out]; `x` in [nb, c, *spatial].
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `kernel_size` up to 3 ints (n of them) at create, default 1 each; `strides` up to 3 ints (n of them) at create, default 1 each; `pads` up to 3 ints (n of them) at create, default 0 each; `count_include_pad` bool at create, default True.
    """
    return run(_AVG_POOL_BACKWARD, (dy, x), out, (kernel_size, strides, pads, count_include_pad), stream)


_BATCH_NORM = OpInfo.of("batch_norm")


def batch_norm(x: Tensor | Any, weight: Tensor | Any = None, bias: Tensor | Any = None, out: tuple[Tensor | None, Tensor | None, Tensor | None, Tensor | None, Tensor | None] | None = None, *, momentum: float = 0.1, eps: float = 1e-05, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor, Tensor | None, Tensor | None]:
    """Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count).

    Tensors: `y` out [nb, c, s]; `save_mean` out [c]; `save_invstd` out [c]; `running_mean` out [c]; `running_var` out [c]; `x` in [nb, c, s]; `weight` in [c]; `bias` in [c].
    Returns (y, save_mean, save_invstd, running_mean, running_var); `out` gives any of them.
    Optional: running_mean, running_var, weight, bias (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `momentum` float at create, default 0.1; `eps` float at create, default 1e-05.
    """
    return run(_BATCH_NORM, (x, weight, bias), out, (momentum, eps), stream)


_BATCH_NORM_INFERENCE = OpInfo.of("batch_norm_inference")


def batch_norm_inference(x: Tensor | Any, running_mean: Tensor | Any, running_var: Tensor | Any, weight: Tensor | Any = None, bias: Tensor | Any = None, out: Tensor | None = None, *, eps: float = 1e-05, stream: Stream | None = None) -> Tensor:
    """Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32.

    Tensors: `y` out [nb, c, s]; `x` in [nb, c, s]; `running_mean` in [c]; `running_var` in [c]; `weight` in [c]; `bias` in [c].
    Optional: weight, bias (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `eps` float at create, default 1e-05.
    """
    return run(_BATCH_NORM_INFERENCE, (x, running_mean, running_var, weight, bias), out, (eps,), stream)


_BATCH_NORM_BACKWARD = OpInfo.of("batch_norm_backward")


def batch_norm_backward(dy: Tensor | Any, x: Tensor | Any, save_mean: Tensor | Any, save_invstd: Tensor | Any, weight: Tensor | Any = None, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, training: bool = True, stream: Stream | None = None) -> tuple[Tensor, Tensor | None, Tensor | None]:
    """batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count).

    Tensors: `dx` out [nb, c, s]; `dweight` out [c]; `dbias` out [c]; `dy` in [nb, c, s]; `x` in [nb, c, s]; `save_mean` in [c]; `save_invstd` in [c]; `weight` in [c].
    Returns (dx, dweight, dbias); `out` gives any of them.
    Optional: dweight, dbias, weight (an optional output is made only where `out` gives it; else it is None).
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `training` bool at create, default True.
    """
    return run(_BATCH_NORM_BACKWARD, (dy, x, save_mean, save_invstd, weight), out, (training,), stream)


_ADAMW_STEP = OpInfo.of("adamw_step")


def adamw_step(param: Tensor | Any, grad: Tensor | Any, exp_avg: Tensor | Any, exp_avg_sq: Tensor | Any, out: tuple[Tensor | None, Tensor | None, Tensor | None] | None = None, *, lr: float = 0.001, beta1: float = 0.9, beta2: float = 0.999, eps: float = 1e-08, weight_decay: float = 0.01, step: int = 1, stream: Stream | None = None) -> tuple[Tensor, Tensor, Tensor]:
    """One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64.

    Tensors: `param_out` out [...]; `exp_avg_out` out [...]; `exp_avg_sq_out` out [...]; `param` in [...]; `grad` in [...]; `exp_avg` in [...]; `exp_avg_sq` in [...].
    Returns (param_out, exp_avg_out, exp_avg_sq_out); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `lr` float at call, default 0.001; `beta1` float at call, default 0.9; `beta2` float at call, default 0.999; `eps` float at call, default 1e-08; `weight_decay` float at call, default 0.01; `step` int at call, default 1.
    """
    return run(_ADAMW_STEP, (param, grad, exp_avg, exp_avg_sq), out, (lr, beta1, beta2, eps, weight_decay, step), stream)


_SGD_STEP = OpInfo.of("sgd_step")


def sgd_step(param: Tensor | Any, grad: Tensor | Any, momentum_buffer: Tensor | Any, out: tuple[Tensor | None, Tensor | None] | None = None, *, lr: float = 0.001, momentum: float = 0.0, dampening: float = 0.0, weight_decay: float = 0.0, nesterov: bool = False, init_buffer: bool = False, stream: Stream | None = None) -> tuple[Tensor, Tensor]:
    """One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32.

    Tensors: `param_out` out [...]; `momentum_buffer_out` out [...]; `param` in [...]; `grad` in [...]; `momentum_buffer` in [...].
    Returns (param_out, momentum_buffer_out); `out` gives any of them.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `lr` float at call, default 0.001; `momentum` float at call, default 0.0; `dampening` float at call, default 0.0; `weight_decay` float at call, default 0.0; `nesterov` bool at call, default False; `init_buffer` bool at call, default False.
    """
    return run(_SGD_STEP, (param, grad, momentum_buffer), out, (lr, momentum, dampening, weight_decay, nesterov, init_buffer), stream)


_VAR = OpInfo.of("var")


def var(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, correction: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction.

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `correction` float at create, default 1.0.
    """
    return reduce(_VAR, x, axis, keepdim, out, (correction,), stream)


_STD = OpInfo.of("std")


def std(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, correction: float = 1.0, stream: Stream | None = None) -> Tensor:
    """`y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64.
    Attributes: `correction` float at create, default 1.0.
    """
    return reduce(_STD, x, axis, keepdim, out, (correction,), stream)


_LOGSUMEXP = OpInfo.of("logsumexp")


def logsumexp(x: Tensor | Any, axis: int | tuple[int, ...] | list[int] | None = None, keepdim: bool = False, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp).

    `axis`: the dims to reduce (None: all; negative ones count from the end); `keepdim`: keep them, as 1.
    Dtypes: float16, bfloat16, float32, float64.
    """
    return reduce(_LOGSUMEXP, x, axis, keepdim, out, (), stream)


_ISIN = OpInfo.of("isin")


def isin(x: Tensor | Any, t: Tensor | Any, out: Tensor | None = None, *, invert: bool = False, stream: Stream | None = None) -> Tensor:
    """`y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0.

    Tensors: `y` out [...] (bool); `x` in [...]; `t` in [n].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `invert` bool at create, default False.
    """
    return run(_ISIN, (x, t), out, (invert,), stream)


_NONZERO = OpInfo.of("nonzero")


def nonzero(x: Tensor | Any, out: Tensor | None = None, *, fill_value: int = -1, stream: Stream | None = None) -> Tensor:
    """Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero.

    Tensors: `y` out [k, r] (int64); `x` in [...].
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    Attributes: `fill_value` int at create, default -1.
    """
    return run(_NONZERO, (x,), out, (fill_value,), stream)


_MASKED_SELECT = OpInfo.of("masked_select")


def masked_select(x: Tensor | Any, mask: Tensor | Any, out: Tensor | None = None, *, stream: Stream | None = None) -> Tensor:
    """`y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller).

    Tensors: `y` out [k]; `x` in [...]; `mask` in [...] (bool).
    Dtypes: float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool.
    """
    return run(_MASKED_SELECT, (x, mask), out, (), stream)
