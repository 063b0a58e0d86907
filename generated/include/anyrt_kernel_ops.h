/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernel of every operator of spec/operators.yaml: `ak_<name>` takes the exec, the
 * tensors it reads or writes in the spec's order, then the attributes (enums as int), then host
 * scratch where the entry says `host_workspace` (ak_<name>_workspace(elements of the first input)
 * bytes). Each is defined in one runtime/kernels/ak_*.c file; the contract is anyrt_kernels.h's.
 * Included by anyrt_kernels.h. */
#ifndef ANYRT_KERNEL_OPS_H
#define ANYRT_KERNEL_OPS_H

#ifdef __cplusplus
extern "C" {
#endif

/* gemm: `c = alpha * a @ b + beta * c`; 2-D, or batched 3-D where a batch of 1 in `a` or `b` broadcasts. Any strides, transposed included; f16/bf16 accumulate in f32. `beta == 0` ignores c's old contents.
 * Tensors: `c` out [..., m, n]; `a` in [..., m, k]; `b` in [..., k, n]. */
int ak_gemm(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b, float alpha, float beta);

/* add: `c = a + b`, broadcasting.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_add(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* sub: `c = a - b`, broadcasting.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_sub(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* mul: `c = a * b`, broadcasting.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_mul(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* relu: `y = max(x, 0)`.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* silu: `y = x * sigmoid(x)`.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_silu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sigmoid: `y = 1 / (1 + exp(-x))`.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* swiglu: `c = a * silu(b)` (`a` the up projection, `b` the gate), broadcasting.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_swiglu(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* rms_norm: `y = x / sqrt(mean(x * x over the last dim) + epsilon) * w`.
 * Tensors: `y` out [..., d]; `x` in [..., d]; `w` in [d] (float16, bfloat16, float32, float64). */
int ak_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, float epsilon);

/* softmax: `y = exp(x - max) / sum(exp(x - max))` along `axis`.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int axis);

/* causal_softmax: Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`.
 * Tensors: `y` out [..., s, t]; `x` in [..., s, t]. */
int ak_causal_softmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* rope: Rotary position embedding of `x` ([batch,] seq, heads, head_dim) at positions `pos_ids` ([batch,] seq; one row shared by every batch, as in InfiniOP), with `sin_table`/`cos_table` rows per position.
 * Tensors: `y` out [..., s, h, d]; `x` in [..., s, h, d]; `pos_ids` in [..., s] (int32, int64, uint32, uint64); `sin_table` in [p, d/2]; `cos_table` in [p, d/2]. */
int ak_rope(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *pos_ids, const ak_tensor *sin_table, const ak_tensor *cos_table, int algo);

/* rearrange: `dst = src`: a copy between any two layouts of one shape (src may broadcast).
 * Tensors: `dst` out [...]; `src` in [...]. */
int ak_rearrange(const ak_exec *ex, const ak_tensor *dst, const ak_tensor *src);

/* random_sample: Samples a token index from `probs` (the logits): the index of the maximum if `random_val`, `topp` or `temperature` is 0 or `topk` is 1, else InfiniCore's top-k / top-p sampling at `random_val` (so every backend picks the same index).
 * Tensors: `result` out [] (int32, int64, uint32, uint64); `probs` in [n]. */
int ak_random_sample(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, float random_val, float topp, int topk, float temperature, void *workspace);
size_t ak_random_sample_workspace(int64_t n);

/* zeros: `y = 0`; `x` only fixes the shape, as in InfiniOP.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_zeros(const ak_exec *ex, const ak_tensor *y);

/* ones: `y = 1`; `x` only fixes the shape, as in InfiniOP.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_ones(const ak_exec *ex, const ak_tensor *y);

/* add_rms_norm: `residual_out = a + b`; `y = residual_out / sqrt(mean((a + b)^2 over the last dim) + epsilon) * weight`: a transformer layer's residual add and the next norm in one pass (as InfiniCore: the mean square of the unrounded sums, y from the stored residual). `residual_out` may be `a` or `b`.
 * Tensors: `y` out [..., d]; `residual_out` out [..., d]; `a` in [..., d]; `b` in [..., d]; `weight` in [d] (float16, bfloat16, float32, float64). */
int ak_add_rms_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *residual_out, const ak_tensor *a, const ak_tensor *b, const ak_tensor *weight, float epsilon);

/* gelu: `output = input / 2 * (1 + erf(input / sqrt(2)))`: GELU in its exact (erf) form.
 * Tensors: `output` out [...]; `input` in [...]. */
int ak_gelu(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);

/* gelutanh: `y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_gelutanh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* quickgelu: `y = x * sigmoid(1.702 * x)`.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_quickgelu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* tanh: `output = tanh(input)`.
 * Tensors: `output` out [...]; `input` in [...]. */
int ak_tanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);

/* erf: `y = erf(x)`, the error function.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_erf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* reciprocal: `y = 1 / x` (IEEE: `1 / 0` is infinity).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_reciprocal(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* hardswish: `output = input * min(max(input + 3, 0), 6) / 6`.
 * Tensors: `output` out [...]; `input` in [...]. */
int ak_hardswish(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);

/* softplus: `y = log(1 + exp(beta * x)) / beta`, or `x` where `beta * x > threshold` (where the curve is the line to within rounding).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_softplus(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float beta, float threshold);

/* hardtanh: `output = min(max(input, min_val), max_val)`.
 * Tensors: `output` out [...]; `input` in [...]. */
int ak_hardtanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, float min_val, float max_val);

/* clip: `y = max(min(x, max_val), min_val)`, broadcasting: the bounds are tensors (InfiniOP passes scalars as stride-0 tensors); where `min_val > max_val`, `min_val` wins (InfiniCore's cpu kernel; torch.clamp gives `max_val`).
 * Tensors: `y` out [...]; `x` in [...]; `min_val` in [...]; `max_val` in [...]. */
int ak_clip(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *min_val, const ak_tensor *max_val);

/* log_softmax: `output = input - max - log(sum(exp(input - max)))` along `dim` (InfiniCore's LogSoftmax; its test is `logsoftmax.py`).
 * Tensors: `output` out [...]; `input` in [...]. */
int ak_log_softmax(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, int dim);

/* layer_norm: Layer normalization over the last dim, as InfiniCore's LayerNorm: `std = sqrt(var(input) + eps)` (the biased variance), `input_standardization = (input - mean) / std`, `input_std_deviation = std` (one per row), `output = input_standardization * weight + bias`.
 * Tensors: `output` out [..., d]; `input_standardization` out [..., d]; `input_std_deviation` out [...]; `input` in [..., d]; `weight` in [d]; `bias` in [d]. */
int ak_layer_norm(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input_standardization, const ak_tensor *input_std_deviation, const ak_tensor *input, const ak_tensor *weight, const ak_tensor *bias, float eps);

#ifdef __cplusplus
}
#endif

#endif
