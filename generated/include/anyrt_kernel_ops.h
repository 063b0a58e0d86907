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

/* cross_entropy: `y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32.
 * Tensors: `y` out [...]; `x` in [..., v]; `target` in [...] (int32, int64). */
int ak_cross_entropy(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *target);

/* topksoftmax: MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32.
 * Tensors: `values` out [n, topk] (float32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `indices` out [n, topk] (int32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `x` in [n, e]. */
int ak_topksoftmax(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int topk, int norm);

/* topkrouter: DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32.
 * Tensors: `values` out [n, topk] (float32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `indices` out [n, topk] (int32) (implied: its descriptor may be NULL, then contiguous and sized at each run); `x` in [n, 256]; `correction_bias` in [256] (float32). */
int ak_topkrouter(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, const ak_tensor *correction_bias, float routed_scaling_factor, int topk);

/* mrope: Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32.
 * Tensors: `q_out` out [n, qd]; `k_out` out [n, kd]; `q` in [n, qd]; `k` in [n, kd]; `cos` in [p, rotary_dim/2]; `sin` in [p, rotary_dim/2]; `positions` in [3, n] (int32, int64). */
int ak_mrope(const ak_exec *ex, const ak_tensor *q_out, const ak_tensor *k_out, const ak_tensor *q, const ak_tensor *k, const ak_tensor *cos, const ak_tensor *sin, const ak_tensor *positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, int interleaved);

/* per_tensor_quant_int8: `x_packed = round(x / x_scale)` in [-127, 127] with one f32 scale for the whole tensor, `x_scale = absmax(x) / 127` (1 where x is all zeros); rounding half away from zero (InfiniCore's PerTensorQuantI8). `is_static`: `x_scale` is given, not computed. With `x_zero` (asymmetric; upstream's kernels refuse it, anyrt takes per_channel_quant_int8's form over the whole tensor): `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127].
 * Tensors: `x_packed` out [...] (int8); `x_scale` out [1] (float32); `x_zero` out [1] (float32); `x` in [...]. */
int ak_per_tensor_quant_int8(const ak_exec *ex, const ak_tensor *x_packed, const ak_tensor *x_scale, const ak_tensor *x_zero, const ak_tensor *x, int is_static);

/* per_tensor_dequant_int8: `x = (x_packed - x_zero) * x_scale` with one f32 scale (and zero point) for the whole tensor, computed in f32 (InfiniCore's PerTensorDequantI8). `x_zero` absent: 0, the symmetric form upstream's kernels serve.
 * Tensors: `x` out [...]; `x_packed` in [...] (int8); `x_scale` in [1] (float32); `x_zero` in [1] (float32). */
int ak_per_tensor_dequant_int8(const ak_exec *ex, const ak_tensor *x, const ak_tensor *x_packed, const ak_tensor *x_scale, const ak_tensor *x_zero);

/* per_channel_quant_int8: Each row of `x` (m, k) to int8 with its own f32 scale (InfiniCore's PerChannelQuantI8, per token); rounding half away from zero. Symmetric (`x_zero` absent): `x_scale = max(absmax(row) / 127, 1e-8)`, `x_packed = round(x / x_scale)` in [-127, 127]. Asymmetric: `x_scale = max((max - min) / 255, 1e-8)`, `x_zero = -min / x_scale - 128`, `x_packed = round(x / x_scale + x_zero)` in [-128, 127].
 * Tensors: `x_packed` out [m, k] (int8); `x_scale` out [m, 1] (float32); `x_zero` out [m, 1] (float32); `x` in [m, k]. */
int ak_per_channel_quant_int8(const ak_exec *ex, const ak_tensor *x_packed, const ak_tensor *x_scale, const ak_tensor *x_zero, const ak_tensor *x);

/* dequantize_awq: AWQ's packed int4 weights to floats (InfiniCore's DequantizeAWQ): `out[r, c] = (w[r, c] - z[r / (k / g), c]) * scales[r / (k / g), c]`, rows in `g` equal groups; `w` and `z` are nibbles of `qweight` and `zeros`, 8 per int32 along the output features in AWQ's order (column 8i + j is nibble 0 4 1 5 2 6 3 7 [j] of word i). Computed in f32, rounded once.
 * Tensors: `out` out [k, n]; `qweight` in [k, n/8] (int32); `scales` in [g, n]; `zeros` in [g, n/8] (int32). */
int ak_dequantize_awq(const ak_exec *ex, const ak_tensor *out, const ak_tensor *qweight, const ak_tensor *scales, const ak_tensor *zeros);

/* dequantize_gptq: GPTQ's packed int4 weights to floats (InfiniCore's DequantizeGPTQ): `out[r, c] = (w[r, c] - (z[gid, c] + 1)) * scales[gid, c]` with `gid = g_idx[r]` wrapped into [0, g) (GPTQ stores zero points less one); `w` is nibble r % 8 of `qweight[r / 8, c]` (8 input rows per int32), `z` nibble c % 8 of `zeros[gid, c / 8]` (8 output columns per int32). Computed in f32, rounded once.
 * Tensors: `out` out [k, n]; `qweight` in [ceil(k/8), n] (int32); `scales` in [g, n]; `zeros` in [g, ceil(n/8)] (int32); `g_idx` in [k] (int32). */
int ak_dequantize_gptq(const ak_exec *ex, const ak_tensor *out, const ak_tensor *qweight, const ak_tensor *scales, const ak_tensor *zeros, const ak_tensor *g_idx);

#ifdef __cplusplus
}
#endif

#endif
