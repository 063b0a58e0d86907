/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernel of every operator of spec/operators.yaml: `ak_<name>` takes the exec, the
 * tensors it reads or writes in the spec's order, then the attributes (enums as int), then host
 * scratch where the entry says `host_workspace` (ak_<name>_workspace(elements of the first input)
 * bytes). Each is defined in one runtime/kernels/ak_*.c file; the contract is anyrt_kernels.h's.
 * Included by anyrt_kernels.h; includes it, so either comes first. */
#ifndef ANYRT_KERNEL_OPS_H
#define ANYRT_KERNEL_OPS_H

#include "anyrt_kernels.h" /* ak_exec, ak_tensor (it includes this file back, after defining them) */

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

/* kv_caching: Writes `k` and `v` into the caches after each batch's past tokens: `k_cache[b, :, past_kv_lengths[b] + i, :] = k[b, :, i, :]` (and `v` alike) for `i < s`; the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). A length with `past_kv_lengths[b] + s > l` is refused.
 * Tensors: `k_cache` out [b, h, l, d]; `v_cache` out [b, h, l, d]; `k` in [b, h, s, d]; `v` in [b, h, s, d]; `past_kv_lengths` in [b] (int32, int64). */
int ak_kv_caching(const ak_exec *ex, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *k, const ak_tensor *v, const ak_tensor *past_kv_lengths);

/* paged_caching: Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values.
 * Tensors: `k_cache` out [nb, h, bs, dk]; `v_cache` out [nb, h, bs, dv]; `k` in [t, h, dk]; `v` in [t, h, dv]; `slot_mapping` in [t] (int64). */
int ak_paged_caching(const ak_exec *ex, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *k, const ak_tensor *v, const ak_tensor *slot_mapping);

/* paged_attention: Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused.
 * Tensors: `out` out [n, hq, dv]; `q` in [n, hq, dk]; `k_cache` in [nb, hkv, bs, dk]; `v_cache` in [nb, hkv, bs, dv]; `block_tables` in [n, mb] (int32, int64, uint32); `seq_lens` in [n] (int32, int64, uint32); `alibi_slopes` in [hq] (float32). */
int ak_paged_attention(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *block_tables, const ak_tensor *seq_lens, const ak_tensor *alibi_slopes, float scale);

/* paged_attention_prefill: Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused.
 * Tensors: `out` out [t, hq, dv]; `q` in [t, hq, dk]; `k_cache` in [nb, hkv, bs, dk]; `v_cache` in [nb, hkv, bs, dv]; `block_tables` in [n, mb] (int32, int64, uint32); `seq_lens` in [n] (int32, int64, uint32); `cum_seq_lens_q` in [n+1] (int32, int64, uint32); `alibi_slopes` in [hq] (float32). */
int ak_paged_attention_prefill(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k_cache, const ak_tensor *v_cache, const ak_tensor *block_tables, const ak_tensor *seq_lens, const ak_tensor *cum_seq_lens_q, const ak_tensor *alibi_slopes, float scale);

/* attention: Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused.
 * Tensors: `out` out [s, hq, d]; `q` in [hq, s, d]; `k` in [hkv, s, d]; `v` in [hkv, s, d]; `k_cache` out [hkv, l, d]; `v_cache` out [hkv, l, d]. */
int ak_attention(const ak_exec *ex, const ak_tensor *out, const ak_tensor *q, const ak_tensor *k, const ak_tensor *v, const ak_tensor *k_cache, const ak_tensor *v_cache, int pos);

/* random_sample_batch: `random_sample` of each row of `probs` with that row's `random_val`, `topp`, `topk` and `temperature` (one sampling request per row, as a serving batch has), into `result`.
 * Tensors: `result` out [b] (int32, int64, uint32, uint64); `probs` in [b, n]; `random_val` in [b] (float32); `topp` in [b] (float32); `topk` in [b] (int32); `temperature` in [b] (float32). */
int ak_random_sample_batch(const ak_exec *ex, const ak_tensor *result, const ak_tensor *probs, const ak_tensor *random_val, const ak_tensor *topp, const ak_tensor *topk, const ak_tensor *temperature, void *workspace);
size_t ak_random_sample_batch_workspace(int64_t n);

/* silu_and_mul: `output = silu(input[..., :d/2]) * input[..., d/2:]`: the gate and up projections of a gated MLP packed in one tensor (vLLM's SiluAndMul). f16/bf16 round silu's result before the product, as torch does.
 * Tensors: `output` out [..., d/2]; `input` in [..., d]. */
int ak_silu_and_mul(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input);

/* embedding: `output[..., :] = weight[input[...], :]`: the rows of `weight` the token ids pick. An id outside [0, v) fails the run (InfiniCore's cpu kernel leaves that row unwritten).
 * Tensors: `output` out [..., d]; `input` in [...] (int32, int64); `weight` in [v, d]. */
int ak_embedding(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, const ak_tensor *weight);

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

/* select_last_token_hidden: `output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM).
 * Tensors: `output` out [1, b, h]; `hidden_states` in [s, t, h]; `input_offsets` in [b+1] (int32, int64). */
int ak_select_last_token_hidden(const ak_exec *ex, const ak_tensor *output, const ak_tensor *hidden_states, const ak_tensor *input_offsets);

/* conv: InfiniCore's Conv: an N-d convolution (a cross-correlation, as torch's conv1d/2d/3d) over n = 1 to 3 spatial dims, `y[i, k, o...] = b[k] + sum over c, t... of x[i, c, o*strides - pads + t*dilations] * w[k, c, t...]`, where x reads 0 outside its dims (zero padding). Each output spatial dim is `(in + 2*pad - dilation*(kernel-1) - 1) / stride + 1`; an input too small for the dilated kernel is refused.
 * Tensors: `y` out [nb, cout, *out]; `x` in [nb, cin, *spatial]; `w` in [cout, cin, *kernel]; `b` in [cout]. */
int ak_conv(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *w, const ak_tensor *b, const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n);

/* abs: `y = np.abs(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_abs(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* neg: `y = -x` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_neg(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sign: `y = 1, -1 or 0` by x's sign, elementwise, broadcasting; NaN and -0 give +0 (torch.sign's; np.sign keeps NaN).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sign(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* square: `y = x * x` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_square(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* exp: `y = np.exp(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_exp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* exp2: `y = np.exp2(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_exp2(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* expm1: `y = np.expm1(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_expm1(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* log: `y = np.log(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_log(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* log2: `y = np.log2(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_log2(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* log10: `y = np.log10(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_log10(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* log1p: `y = np.log1p(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_log1p(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sqrt: `y = np.sqrt(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sqrt(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* rsqrt: `y = 1 / np.sqrt(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_rsqrt(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sin: `y = np.sin(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* cos: `y = np.cos(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_cos(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* tan: `y = np.tan(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_tan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* asin: `y = np.arcsin(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_asin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* acos: `y = np.arccos(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_acos(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* atan: `y = np.arctan(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_atan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sinh: `y = np.sinh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sinh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* cosh: `y = np.cosh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_cosh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* asinh: `y = np.arcsinh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_asinh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* acosh: `y = np.arccosh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_acosh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* atanh: `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_atanh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* erfc: `y = np.vectorize(math.erfc, otypes=[np.float64])(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_erfc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* floor: `y = np.floor(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_floor(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* ceil: `y = np.ceil(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_ceil(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* round: `y = round(x)` to the nearest integer, halves to even (NumPy's and torch's round).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_round(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* trunc: `y = np.trunc(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_trunc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* bitwise_not: `y = ~x` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_bitwise_not(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* logical_not: `y = x == 0` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_logical_not(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* isnan: `y = np.isnan(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_isnan(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* isinf: `y = np.isinf(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_isinf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* isfinite: `y = np.isfinite(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_isfinite(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* div: `c = a / b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_div(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* floor_divide: `c = floor(a / b)` (Python's `//`); an integer divisor of 0 gives 0.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_floor_divide(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* remainder: `c = a - floor(a / b) * b`, the sign of b (Python's `%`); an integer divisor of 0 gives 0.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_remainder(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* fmod: `c = np.fmod(a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_fmod(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* pow: `c = np.power(a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_pow(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* maximum: `c = max(a, b)`; NaN in either gives NaN (torch.maximum).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_maximum(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* minimum: `c = min(a, b)`; NaN in either gives NaN (torch.minimum).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_minimum(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* fmax: `c = max(a, b)`, NaN ignored where the other is a number.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_fmax(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* fmin: `c = min(a, b)`, NaN ignored where the other is a number.
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_fmin(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* atan2: `c = np.arctan2(a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_atan2(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* hypot: `c = np.hypot(a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_hypot(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* copysign: `c = np.copysign(a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_copysign(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* logaddexp: `c = log(exp(a) + exp(b))` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_logaddexp(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* bitwise_and: `c = a & b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_bitwise_and(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* bitwise_or: `c = a | b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_bitwise_or(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* bitwise_xor: `c = a ^ b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_bitwise_xor(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* eq: `c = a == b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_eq(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* ne: `c = a != b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_ne(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* lt: `c = a < b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_lt(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* le: `c = a <= b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_le(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* gt: `c = a > b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_gt(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* ge: `c = a >= b` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_ge(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* logical_and: `c = (a != 0) & (b != 0)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_logical_and(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* logical_or: `c = (a != 0) | (b != 0)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_logical_or(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* logical_xor: `c = (a != 0) != (b != 0)` elementwise, broadcasting (NumPy notation).
 * Tensors: `c` out [...] (bool); `a` in [...]; `b` in [...]. */
int ak_logical_xor(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* where: `y = np.where(cond != 0, a, b)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `cond` in [...] (bool); `a` in [...]; `b` in [...]. */
int ak_where(const ak_exec *ex, const ak_tensor *y, const ak_tensor *cond, const ak_tensor *a, const ak_tensor *b);

/* lerp: `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1).
 * Tensors: `y` out [...]; `start` in [...]; `end` in [...]; `weight` in [...]. */
int ak_lerp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *start, const ak_tensor *end, const ak_tensor *weight);

/* addcmul: `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]; `t1` in [...]; `t2` in [...]. */
int ak_addcmul(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t1, const ak_tensor *t2, float value);

/* addcdiv: `y = x + value * t1 / t2` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]; `t1` in [...]; `t2` in [...]. */
int ak_addcdiv(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t1, const ak_tensor *t2, float value);

/* relu_backward: `dx = np.where(x > 0, dy, 0.0)` elementwise, broadcasting (NumPy notation).
 * Tensors: `dx` out [...]; `dy` in [...]; `x` in [...]. */
int ak_relu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x);

/* silu_backward: `dx = dy / (1 + np.exp(-x)) * (1 + x * (1 - 1 / (1 + np.exp(-x))))` elementwise, broadcasting (NumPy notation).
 * Tensors: `dx` out [...]; `dy` in [...]; `x` in [...]. */
int ak_silu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x);

/* gelu_backward: `dx = dy * gelu'(x)`, gelu's exact (erf) form.
 * Tensors: `dx` out [...]; `dy` in [...]; `x` in [...]. */
int ak_gelu_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x);

/* gelutanh_backward: `dx = dy * gelu'(x)`, gelu's tanh approximation: with `u = sqrt(2/pi) (x + 0.044715 x^3)` and `a = exp(-2|u|)`, `0.5 (1 + tanh u)` is `1 / (1 + a)` (u >= 0) or `a / (1 + a)` and `1 - tanh^2 u` is `4a / (1 + a)^2`: nothing cancels in the tails (relative error of a few f32 ulps where the slope is tiny); the second term is 0 where a is (no inf * 0 at huge |x|: the slope's limits 1 and 0).
 * Tensors: `dx` out [...]; `dy` in [...]; `x` in [...]. */
int ak_gelutanh_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x);

/* sigmoid_backward: `dx = dy * y * (1 - y)` elementwise, broadcasting (NumPy notation).
 * Tensors: `dx` out [...]; `dy` in [...]; `y` in [...]. */
int ak_sigmoid_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y);

/* tanh_backward: `dx = dy * (1 - y * y)` elementwise, broadcasting (NumPy notation).
 * Tensors: `dx` out [...]; `dy` in [...]; `y` in [...]. */
int ak_tanh_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y);

/* relu6: `y = min(max(x, 0), 6)`; NaN stays NaN (torch.nn.functional.relu6).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_relu6(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* softsign: `y = x / (1 + np.abs(x))` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_softsign(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* tanhshrink: `y = x - np.tanh(x)` elementwise, broadcasting (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_tanhshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* selu: `y = scale * x` where x > 0, else `scale * alpha * (exp(x) - 1)` (torch.nn.functional.selu: scale 1.0507009873554805, alpha 1.6732632423543772).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_selu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* logaddexp2: `c = log2(2^a + 2^b)` elementwise, broadcasting, without overflow (equal infinities give that infinity, as NumPy and torch).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_logaddexp2(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* bitwise_right_shift: `c = a >> b`, arithmetic (the sign kept); a shift past the width, or a negative one, gives -1 for negative a and 0 otherwise (torch's, InfiniOP's).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_bitwise_right_shift(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* broadcast_to: `y = x` broadcast to y's shape (NumPy rules), any strides: torch.broadcast_to's copy.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_broadcast_to(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* hardsigmoid: `y = min(max(x + 3, 0), 6) / 6`; NaN stays NaN (torch.nn.functional.hardsigmoid).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_hardsigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* mish: `y = x * tanh(softplus(x))` (torch.nn.functional.mish).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_mish(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* logsigmoid: `y = log(sigmoid(x))`, as `min(x, 0) - log1p(exp(-|x|))`: no overflow (torch.nn.functional.logsigmoid).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_logsigmoid(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* frac: `y = x - trunc(x)`, the sign of x (torch.frac).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_frac(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* sinc: `y = sin(pi x) / (pi x)`, 1 at 0 (the normalized sinc: torch.sinc, np.sinc).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sinc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* signbit: `y = x's sign bit is set` (-0.0 and negative NaN included), as bool.
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_signbit(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* leaky_relu: `y = x` where x > 0, else `negative_slope * x` (torch.nn.functional.leaky_relu).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_leaky_relu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float negative_slope);

/* elu: `y = scale * x` where x > 0, else `alpha * scale * (exp(input_scale * x) - 1)`: torch's elu, which celu and selu call too.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_elu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float alpha, float scale, float input_scale);

/* hardshrink: `y = 0` where `-lambd <= x <= lambd`, else x; NaN stays NaN (torch.nn.functional.hardshrink).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_hardshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float lambd);

/* softshrink: `y = x - lambd` above lambd, `x + lambd` below -lambd, else 0; NaN stays NaN (torch.nn.functional.softshrink).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_softshrink(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float lambd);

/* threshold: `y = value` where `x <= threshold`, else x; NaN stays NaN (torch.nn.functional.threshold).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_threshold(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float threshold, float value);

/* nan_to_num: `y = x` with NaN, +inf and -inf replaced by nan, posinf and neginf (torch.nan_to_num).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_nan_to_num(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float nan, float posinf, float neginf);

/* xlogy: `c = a * log(b)`, 0 where a is 0 (unless b is NaN) (torch.xlogy, scipy.special.xlogy).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_xlogy(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* xlog1py: `c = a * log1p(b)`, 0 where a is 0 (unless b is NaN) (torch.special.xlog1py).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_xlog1py(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* heaviside: `c = b` where a is 0, else 1 for positive a and 0 otherwise (NaN included: torch.heaviside's).
 * Tensors: `c` out [...]; `a` in [...]; `b` in [...]. */
int ak_heaviside(const ak_exec *ex, const ak_tensor *c, const ak_tensor *a, const ak_tensor *b);

/* sum: `y = np.sum(x, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_sum(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* mean: `y = mean(x)` over the reduced dims (NaN where there are none).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_mean(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* prod: `y = prod(x)` over the reduced dims (torch.prod), f16/bf16 multiplied in f32 in the kernel's fixed order: a zero after a partial product overflowed gives NaN (IEEE's inf * 0; another order, NumPy's f64 one, may give 0 instead, as torch's f32 accumulation may too).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_prod(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* amax: `y = max(x)` over the reduced dims; NaN if any is NaN (torch.amax). No elements to reduce (an output over none): refused at creation, as torch raises.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_amax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* amin: `y = min(x)` over the reduced dims; NaN if any is NaN (torch.amin). No elements to reduce (an output over none): refused at creation, as torch raises.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_amin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* norm: `y = sqrt(sum(x * x))` over the reduced dims (the 2-norm).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* any: `y = np.any(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_any(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* all: `y = np.all(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
 * Tensors: `y` out [...] (bool); `x` in [...]. */
int ak_all(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* count_nonzero: `y = np.sum(x != 0, axis=axes, keepdims=True)` over the reduced dims `axes` (NumPy notation).
 * Tensors: `y` out [...] (int64); `x` in [...]. */
int ak_count_nonzero(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* cast: `y = x` converted to y's dtype, any dtype to any; x broadcasts, any strides (negative, zero, overlapping source). Floats to integers truncate toward zero, saturating at int64's range, NaN giving 0, then wrap to a narrower dtype (NumPy's astype on x86-64); to bool: not 0; f16/bf16 round to nearest even. The foundation of contiguous, strided copies, expand and dtype conversion.
 * Tensors: `y` out [...] (float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, bool, byte, uint16, uint32, uint64); `x` in [...]. */
int ak_cast(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* uniform: `y = low + (high - low) * u`, u uniform in [0, 1) from Philox4x32-10 at (seed, offset): one 32-bit draw per element, `u = (w >> 8) * 2^-24`, computed in f32 (f16/bf16 rounded once); f64: one 64-bit draw, `u = (w >> 11) * 2^-53`, in f64. Rounding may give `high` itself (as torch's).
 * Tensors: `y` out [...]. */
int ak_uniform(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float low, float high);

/* normal: `y = mean + std * z`, z standard normal by Box-Muller from Philox4x32-10 at (seed, offset): the elements e and e + 1 of an even e share one pair of uniforms, `z = sqrt(-2 ln u1) * cos(2 pi u2)` for the even one, `sin` for the odd. f16/bf16/f32: the pair is words 2k and 2k + 1 (k = (e % 4) / 2) of block e / 4, `u1 = ((w >> 8) + 1) * 2^-24` (in (0, 1]), `u2 = (w >> 8) * 2^-24`, rounded once to the dtype; f64: words 0-1 (u1) and 2-3 (u2) of block e / 2 as 64-bit draws, `u1 = ((w >> 11) + 1) * 2^-53`, `u2 = (w >> 11) * 2^-53`. The log and trigonometry are each backend's (within a few ulp).
 * Tensors: `y` out [...]. */
int ak_normal(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float mean, float std);

/* bernoulli: `y = 1` where `u < p`, else 0 (dropout's keep mask), u from one 32-bit draw of Philox4x32-10 at (seed, offset), `u = (w >> 8) * 2^-24` compared in f32: the same bits in every dtype. p 0 gives zeros, 1 ones.
 * Tensors: `y` out [...]. */
int ak_bernoulli(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float p);

/* randint: `y` integers uniform in [low, high) from Philox4x32-10 at (seed, offset). Where `high - low <= 2^32`: one 32-bit draw per element, `y = low + ((w * (high - low)) >> 32)` (multiply-shift: no division; each value's share is within (high - low) / 2^32 of the rest's); wider: one 64-bit draw, `y = low + w mod (high - low)`. Float outputs hold the integer rounded once. `high <= low` is refused at the call; a bound an int32 output cannot hold fails the run (the cpu backend: INVALID_VALUE at the stream's next synchronize).
 * Tensors: `y` out [...]. */
int ak_randint(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, int64_t low, int64_t high);

/* masked_fill: `y = value` where `mask`, else `x`, broadcasting (torch.masked_fill, Paddle's masked_fill). An integer or bool y takes `value` truncated toward zero, saturated at int64's range, then wrapped to its dtype, as `cast` converts (torch raises where it overflows).
 * Tensors: `y` out [...]; `x` in [...]; `mask` in [...] (bool). */
int ak_masked_fill(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *mask, float value);

/* arange: `y[i] = start + i * step` (torch.arange, Paddle's arange): computed in f64 from the f32 attributes, then rounded to y's dtype (f16 / bf16 through f32, as `cast`) (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as `cast`). y is the caller's: its length is the count of values, `ceil((end - start) / step)` for torch's end.
 * Tensors: `y` out [n]. */
int ak_arange(const ak_exec *ex, const ak_tensor *y, float start, float step);

/* linspace: `steps` values evenly from start to end, both included, steps = y's length (torch.linspace, numpy.linspace, Paddle's linspace): with `step = (end - start) / (steps - 1)`, `y[i] = start + i * step` for `i < steps / 2` and `end - (steps - 1 - i) * step` from there (torch's symmetric form: the last value is exactly end, as NumPy's); one value: start. Computed in f64 from the f32 attributes, then rounded to y's dtype as `cast` (an integer y: truncated toward zero, saturated at int64's range, then wrapped, as torch's integer linspace).
 * Tensors: `y` out [n]. */
int ak_linspace(const ak_exec *ex, const ak_tensor *y, float start, float end);

/* tril: `y = x` on and below the `diagonal`-th diagonal of each [m, n] matrix (`j - i <= diagonal`), 0 above it (torch.tril, Paddle's tril / tril_triu with lower). y may be x.
 * Tensors: `y` out [..., m, n]; `x` in [..., m, n]. */
int ak_tril(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int diagonal);

/* triu: `y = x` on and above the `diagonal`-th diagonal of each [m, n] matrix (`j - i >= diagonal`), 0 below it (torch.triu, Paddle's triu / tril_triu). y may be x.
 * Tensors: `y` out [..., m, n]; `x` in [..., m, n]. */
int ak_triu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int diagonal);

/* one_hot: `y[..., c] = 1` where `index[...] == c`, else 0 (torch.nn.functional.one_hot, Paddle's one_hot), in y's dtype. An index outside [0, num_classes) fails the run (torch raises).
 * Tensors: `y` out [..., num_classes]; `index` in [...] (int32, int64). */
int ak_one_hot(const ak_exec *ex, const ak_tensor *y, const ak_tensor *index, int num_classes);

/* gather: `out[..., j] = x[..., index[..., j]]` along the last dim (torch.gather(x, -1, index), Paddle's take_along_axis); x and index broadcast to out's leading dims. An index outside [0, n) fails the run (torch raises).
 * Tensors: `out` out [..., k]; `x` in [..., n]; `index` in [..., k] (int32, int64). */
int ak_gather(const ak_exec *ex, const ak_tensor *out, const ak_tensor *x, const ak_tensor *index);

/* index_select: `out[..., j] = x[..., index[j]]`: the same positions of every row (torch.index_select(x, -1, index), Paddle's index_select; dim 0 of a table is its transpose's last). An index outside [0, n) fails the run (torch raises).
 * Tensors: `out` out [..., k]; `x` in [..., n]; `index` in [k] (int32, int64). */
int ak_index_select(const ak_exec *ex, const ak_tensor *out, const ak_tensor *x, const ak_tensor *index);

/* scatter: `y = x`, then `y[..., index[..., j]] = src[..., j]` for j in order along the last dim (torch.scatter(x, -1, index, src), Paddle's put_along_axis with reduce 'assign'): of several j naming one position the last wins (torch leaves it undefined). y may be x (in place). An index outside [0, n) fails the run (torch raises).
 * Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [..., k] (int32, int64); `src` in [..., k]. */
int ak_scatter(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index, const ak_tensor *src);

/* scatter_add: `y = x`, then `y[..., index[..., j]] += src[..., j]` along the last dim (torch.scatter_add(x, -1, index, src), Paddle's put_along_axis with reduce 'add'): each position's sum in j order in f64 (integers in int64, wrapping), rounded to y's dtype at the end: the same bits for any thread count (torch's CUDA kernel adds in any order). y may be x. An index outside [0, n) fails the run.
 * Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [..., k] (int32, int64); `src` in [..., k]. */
int ak_scatter_add(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index, const ak_tensor *src);

/* index_add: `y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run.
 * Tensors: `y` out [..., n]; `x` in [..., n]; `index` in [k] (int32, int64); `src` in [..., k]. */
int ak_index_add(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *index, const ak_tensor *src, float alpha);

/* cumsum: `y[..., i, ...]` = the sum of x's elements 0 to i along `dim` (torch.cumsum, Paddle's cumsum with its `exclusive` and `reverse`). Floats add in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_cumsum(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int dim, int exclusive, int reverse);

/* cumprod: `y[..., i, ...]` = the product of x's elements 0 to i along `dim` (torch.cumprod, Paddle's cumprod with its `exclusive` and `reverse`). Floats multiply in order in f64, each result rounded to y's dtype; integers in int64, wrapping to y's dtype: the same bits for any thread count.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_cumprod(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int dim, int exclusive, int reverse);

/* topk: The `k` largest of each row of x along the last dim, descending (with `largest` false: the smallest, ascending), and their positions (torch.topk(x, k, -1, largest, sorted=True), Paddle's topk). Of equal values the lower position comes first; NaN counts as larger than every number (torch's order).
 * Tensors: `values` out [..., k]; `indices` out [..., k] (int32, int64); `x` in [..., n]. */
int ak_topk(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int k, int largest);

/* sort: Each row of x along the last dim sorted, stable (equal values keep their order), ascending or with `descending` descending, and each value's position in x (torch.sort(x, -1, descending, stable=True), Paddle's sort). NaN counts as larger than every number (torch's order).
 * Tensors: `values` out [..., n]; `indices` out [..., n] (int32, int64); `x` in [..., n]. */
int ak_sort(const ak_exec *ex, const ak_tensor *values, const ak_tensor *indices, const ak_tensor *x, int descending);

/* argsort: The positions that sort each row of x along the last dim, stable (equal values keep their order), ascending or with `descending` descending (torch.argsort(x, -1, descending, stable=True), Paddle's argsort). NaN counts as larger than every number (torch's order).
 * Tensors: `indices` out [..., n] (int32, int64); `x` in [..., n]. */
int ak_argsort(const ak_exec *ex, const ak_tensor *indices, const ak_tensor *x, int descending);

/* argmax: The position of the largest element of each row of x along the last dim (torch.argmax(x, -1), Paddle's argmax with axis -1); the first of equal ones; NaN counts as larger than every number (its first position, as torch). An empty row (n = 0 with outputs) is refused at creation, as torch raises.
 * Tensors: `y` out [...] (int32, int64); `x` in [..., n]. */
int ak_argmax(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* argmin: The position of the smallest element of each row of x along the last dim (torch.argmin(x, -1), Paddle's argmin with axis -1); the first of equal ones; a NaN wins (its first position: torch.argmin propagates NaN too). An empty row (n = 0 with outputs) is refused at creation, as torch raises.
 * Tensors: `y` out [...] (int32, int64); `x` in [..., n]. */
int ak_argmin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* histc: The count of x's elements in each of `bins` equal bins over [min_val, max_val] (torch.histc, Paddle's histogram), integer x too (transformers' MoE counts tokens per expert on int32): v goes to bin `floor((v - min_val) / (max_val - min_val) * bins)` computed in f64 (torch's cpu order), max_val to the last; values outside the range and NaN are not counted. `min_val == max_val`: the range is x's smallest and largest element, NaN left out (those equal too: less and more 1), as torch. Counts are exact integers, stored in y's dtype. `min_val > max_val`, or an infinite range, fails the run (torch raises).
 * Tensors: `y` out [bins]; `x` in [...]. */
int ak_histc(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int bins, float min_val, float max_val);

/* softmax_backward: `dx = y * (dy - sum(dy * y))` along `axis`: softmax's gradient from its output `y` (torch's _softmax_backward_data, Paddle's softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order (the same bits for any thread count).
 * Tensors: `dx` out [...]; `dy` in [...]; `y` in [...]. */
int ak_softmax_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y, int axis);

/* log_softmax_backward: `dx = dy - exp(y) * sum(dy)` along `dim`: log_softmax's gradient from its output `y` (torch's _log_softmax_backward_data, Paddle's log_softmax_grad). dy and y broadcast to dx's shape; f16/bf16 compute in f32; each row's sum in order.
 * Tensors: `dx` out [...]; `dy` in [...]; `y` in [...]. */
int ak_log_softmax_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *y, int dim);

/* layer_norm_backward: layer_norm's gradients from what its forward outputs (`input_standardization` z and `input_std_deviation` std): with `g = dy * weight`, `dx = (g - mean(g) - z * mean(g * z)) / std` over the last dim, `dweight = sum(dy * z)` and `dbias = sum(dy)` over every row (torch's native_layer_norm_backward, Paddle's layer_norm_grad, which take the mean and 1/std instead). f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count).
 * Tensors: `dx` out [..., d]; `dweight` out [d]; `dbias` out [d]; `dy` in [..., d]; `input_standardization` in [..., d]; `input_std_deviation` in [...]; `weight` in [d]. */
int ak_layer_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dweight, const ak_tensor *dbias, const ak_tensor *dy, const ak_tensor *input_standardization, const ak_tensor *input_std_deviation, const ak_tensor *weight);

/* rms_norm_backward: rms_norm's gradients: per row `r = 1 / sqrt(mean(x * x) + epsilon)` (recomputed from x), with `g = dy * w`, `dx = r * g - x * r^3 * mean(g * x)` over the last dim, and `dw = sum(dy * x * r)` over every row. f16/bf16 compute in f32; the sums over rows run in row order per column (the same bits for any thread count).
 * Tensors: `dx` out [..., d]; `dw` out [d]; `dy` in [..., d]; `x` in [..., d]; `w` in [d]. */
int ak_rms_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dw, const ak_tensor *dy, const ak_tensor *x, const ak_tensor *w, float epsilon);

/* nll_loss: `y = -x[target]`: the per-token negative log-likelihood of log-probabilities `x` (one row of v classes per token) at class indices `target`, no reduction (torch's nll_loss with reduction='none', Paddle's nll_loss); a `target` outside `[0, v)` gives 0 (an ignored token, as anyrt's cross_entropy).
 * Tensors: `y` out [...]; `x` in [..., v]; `target` in [...] (int32, int64). */
int ak_nll_loss(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *target);

/* cross_entropy_backward: cross_entropy's gradient: `dx = dy * (softmax(x) - onehot(target))` along the last dim, per token; a token whose `target` is outside `[0, v)` (ignored: its loss is 0) gets a row of zeros (torch's cross_entropy backward, reduction='none': log_softmax's and nll_loss's backwards in one pass; Paddle's cross_entropy_with_softmax_grad). f16/bf16 compute in f32.
 * Tensors: `dx` out [..., v]; `dy` in [...]; `x` in [..., v]; `target` in [...] (int32, int64). */
int ak_cross_entropy_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *x, const ak_tensor *target);

/* nll_loss_backward: nll_loss's gradient: `dx[..., target] = -dy`, every other element 0; a token whose `target` is outside `[0, v)` gets a row of zeros (torch's nll_loss_backward with reduction='none', Paddle's nll_loss_grad). `x` only fixes the shape, as torch's `self`.
 * Tensors: `dx` out [..., v]; `dy` in [...]; `x` in [..., v]; `target` in [...] (int32, int64). */
int ak_nll_loss_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *target);

/* embedding_backward: embedding's gradient, accumulated: `dweight[input[i], :] += dy[i, :]` for every token `i` whose id is not `padding_idx` (torch's embedding_dense_backward, Paddle's embedding_grad; give a zeroed dweight for their result). The tokens of one id are added in token order, in f32 for f16/bf16, and each row of dweight is rounded once: the same bits for any thread count. dweight is updated in place, so `anyrt.ops` needs it given (`out=dweight`). An id outside [0, v) fails the run before anything is written.
 * Tensors: `dweight` out [v, d]; `dy` in [n, d]; `input` in [n] (int32, int64). */
int ak_embedding_backward(const ak_exec *ex, const ak_tensor *dweight, const ak_tensor *dy, const ak_tensor *input, int padding_idx);

/* conv_backward_data: conv's gradient by its input: `dx[i, c, s...] = sum over k, t... of dy[i, k, o...] * w[k, c, t...]` where `o*strides - pads + t*dilations == s` (a transposed convolution), 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_input, Paddle's conv2d_grad's input_grad). `x` only fixes dx's shape (one dy fits several input sizes when a stride is above 1). f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as a BLAS gemm and col2im where OpenBLAS is found.
 * Tensors: `dx` out [nb, cin, *spatial]; `dy` in [nb, cout, *out]; `w` in [cout, cin, *kernel]; `x` in [nb, cin, *spatial]. */
int ak_conv_backward_data(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *w, const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n);

/* conv_backward_filter: conv's gradients by its filters and bias: `dw[k, c, t...] = sum over i, o... of dy[i, k, o...] * x[i, c, o*strides - pads + t*dilations]` (x reading 0 outside its dims) and `db[k] = sum over i, o... of dy[i, k, o...]`, 1 to 3 spatial dims, conv's attributes (torch's convolution_backward's grad_weight and grad_bias, Paddle's conv2d_grad's filter_grad). `w` only fixes dw's shape. f16/bf16 accumulate in f32; each element is one task's, summed in a fixed order (the same bits for any thread count). The cpu backend runs it as im2col and a BLAS gemm where OpenBLAS is found.
 * Tensors: `dw` out [cout, cin, *kernel]; `db` out [cout]; `dy` in [nb, cout, *out]; `x` in [nb, cin, *spatial]; `w` in [cout, cin, *kernel]. */
int ak_conv_backward_filter(const ak_exec *ex, const ak_tensor *dw, const ak_tensor *db, const ak_tensor *dy, const ak_tensor *x, const int64_t *pads, const int64_t *strides, const int64_t *dilations, int n);

/* max_pool: Max pooling over 1 to 3 spatial dims (torch's max_pool1d/2d/3d with_indices, ceil_mode off, dilation 1; Paddle's max_pool2d_with_index): `y[i, c, o...]` is the largest `x[i, c, o*strides - pads + t...]` over the window's `t < kernel_size` inside x (padding is never picked), `indices` its flat position in x's spatial dims (row-major; 2-D: `h * W + w`). The first largest in window order wins; a NaN wins over any number (as torch). A pad is at most half its window.
 * Tensors: `y` out [nb, c, *out]; `indices` out [nb, c, *out] (int64); `x` in [nb, c, *spatial]. */
int ak_max_pool(const ak_exec *ex, const ak_tensor *y, const ak_tensor *indices, const ak_tensor *x, const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int n);

/* max_pool_backward: max_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...]` over the windows containing position p whose `indices` name p (overlapping windows may pick one element more than once), in window order (the same bits for any thread count) (torch's max_pool2d_with_indices_backward, Paddle's max_pool2d_with_index_grad). `x` only fixes dx's shape; an index outside its window adds nothing.
 * Tensors: `dx` out [nb, c, *spatial]; `dy` in [nb, c, *out]; `indices` in [nb, c, *out] (int64); `x` in [nb, c, *spatial]. */
int ak_max_pool_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const ak_tensor *indices, const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int n);

/* avg_pool: Average pooling over 1 to 3 spatial dims (torch's avg_pool1d/2d/3d, ceil_mode off, no divisor_override; Paddle's pool2d with pooling_type avg): `y[i, c, o...]` is the sum of `x[i, c, o*strides - pads + t...]` over the window's positions inside x, divided by the window's size (`count_include_pad`, torch's default: padding counts) or by the positions inside x (Paddle's exclusive). f16/bf16 sum in f32. A pad is at most half its window.
 * Tensors: `y` out [nb, c, *out]; `x` in [nb, c, *spatial]. */
int ak_avg_pool(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int count_include_pad, int n);

/* avg_pool_backward: avg_pool's gradient: `dx[i, c, p...]` is the sum of `dy[i, c, o...] / divisor(o)` over the windows containing position p, in window order (the same bits for any thread count; torch's avg_pool2d_backward, Paddle's pool2d_grad). `x` only fixes dx's shape. f16/bf16 sum in f32.
 * Tensors: `dx` out [nb, c, *spatial]; `dy` in [nb, c, *out]; `x` in [nb, c, *spatial]. */
int ak_avg_pool_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dy, const int64_t *kernel_size, const int64_t *strides, const int64_t *pads, int count_include_pad, int n);

/* batch_norm: Batch normalization in training (torch's native_batch_norm with training=True, Paddle's batch_norm with is_test false): per channel c over the batch and the positions (x as [nb, c, s]: a view of [N, C, *spatial]), `save_mean = mean(x)`, `save_invstd = 1 / sqrt(var(x) + eps)` (the biased variance, from the deviations), `y = (x - save_mean) * save_invstd * weight + bias`; the running statistics, given, are updated in place: `running_mean = (1 - momentum) * running_mean + momentum * save_mean`, `running_var` likewise with the unbiased variance (`nb * s / (nb * s - 1)` times; one value per channel gives NaN, as torch). weight and bias may be left out (1 and 0). f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count).
 * Tensors: `y` out [nb, c, s]; `save_mean` out [c]; `save_invstd` out [c]; `running_mean` out [c]; `running_var` out [c]; `x` in [nb, c, s]; `weight` in [c]; `bias` in [c]. */
int ak_batch_norm(const ak_exec *ex, const ak_tensor *y, const ak_tensor *save_mean, const ak_tensor *save_invstd, const ak_tensor *running_mean, const ak_tensor *running_var, const ak_tensor *x, const ak_tensor *weight, const ak_tensor *bias, float momentum, float eps);

/* batch_norm_inference: Batch normalization from running statistics (torch's batch_norm with training=False, Paddle's batch_norm with is_test): `y = (x - running_mean) / sqrt(running_var + eps) * weight + bias` per channel c of x as [nb, c, s]. weight and bias may be left out (1 and 0). f16/bf16 compute in f32.
 * Tensors: `y` out [nb, c, s]; `x` in [nb, c, s]; `running_mean` in [c]; `running_var` in [c]; `weight` in [c]; `bias` in [c]. */
int ak_batch_norm_inference(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *running_mean, const ak_tensor *running_var, const ak_tensor *weight, const ak_tensor *bias, float eps);

/* batch_norm_backward: batch_norm's gradients (torch's native_batch_norm_backward, Paddle's batch_norm_grad) from the forward's `save_mean` and `save_invstd` (in eval: the running mean and 1 / sqrt(running_var + eps)): with `xhat = (x - save_mean) * save_invstd` per channel over the batch and positions, `dweight = sum(dy * xhat)`, `dbias = sum(dy)`, and `dx = weight * save_invstd * (dy - mean(dy) - xhat * mean(dy * xhat))` in training, `dx = weight * save_invstd * dy` with `training` 0 (the statistics constants). weight absent: 1; dweight and dbias absent: not computed. f16/bf16 compute in f32; a channel per task, its sums in order (the same bits for any thread count).
 * Tensors: `dx` out [nb, c, s]; `dweight` out [c]; `dbias` out [c]; `dy` in [nb, c, s]; `x` in [nb, c, s]; `save_mean` in [c]; `save_invstd` in [c]; `weight` in [c]. */
int ak_batch_norm_backward(const ak_exec *ex, const ak_tensor *dx, const ak_tensor *dweight, const ak_tensor *dbias, const ak_tensor *dy, const ak_tensor *x, const ak_tensor *save_mean, const ak_tensor *save_invstd, const ak_tensor *weight, int training);

/* adamw_step: One AdamW step, elementwise, as torch.optim.AdamW (amsgrad and maximize off): `param *= 1 - lr * weight_decay`; `exp_avg += (1 - beta1) * (grad - exp_avg)`; `exp_avg_sq = beta2 * exp_avg_sq + (1 - beta2) * grad^2`; `param -= lr / (1 - beta1^step) * exp_avg / (sqrt(exp_avg_sq) / sqrt(1 - beta2^step) + eps)` (torch's _fused_adamw_, Paddle's adamw). The outputs may be their inputs (`out=(param, exp_avg, exp_avg_sq)`: an update in place; each element is read before it is written). f16/bf16 compute in f32, the bias corrections in f64.
 * Tensors: `param_out` out [...]; `exp_avg_out` out [...]; `exp_avg_sq_out` out [...]; `param` in [...]; `grad` in [...]; `exp_avg` in [...]; `exp_avg_sq` in [...]. */
int ak_adamw_step(const ak_exec *ex, const ak_tensor *param_out, const ak_tensor *exp_avg_out, const ak_tensor *exp_avg_sq_out, const ak_tensor *param, const ak_tensor *grad, const ak_tensor *exp_avg, const ak_tensor *exp_avg_sq, float lr, float beta1, float beta2, float eps, float weight_decay, int step);

/* sgd_step: One SGD step, elementwise, as torch.optim.SGD (maximize off): `d = grad + weight_decay * param`; with momentum, `buf = momentum * buf + (1 - dampening) * d` (`buf = d` where `init_buffer`: torch's first step), then `d = d + momentum * buf` (nesterov) or `d = buf`; `param -= lr * d` (torch's _fused_sgd_, Paddle's sgd and momentum). With momentum 0 the buffer is copied unchanged. The outputs may be their inputs (`out=(param, momentum_buffer)`: in place). f16/bf16 compute in f32.
 * Tensors: `param_out` out [...]; `momentum_buffer_out` out [...]; `param` in [...]; `grad` in [...]; `momentum_buffer` in [...]. */
int ak_sgd_step(const ak_exec *ex, const ak_tensor *param_out, const ak_tensor *momentum_buffer_out, const ak_tensor *param, const ak_tensor *grad, const ak_tensor *momentum_buffer, float lr, float momentum, float dampening, float weight_decay, int nesterov, int init_buffer);

/* var: `y = sum((x - mean(x))^2) / max(n - correction, 0)` over the reduced dims (n of them): two passes, the mean first (summed in f64 for f16/bf16/f32: equal values give exactly 0), so no E[x^2] - E[x]^2 cancellation (torch.var, numpy.var's ddof). NaN where there are no elements; inf or NaN where n <= correction.
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_var(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float correction);

/* std: `y = sqrt(var(x, correction))` over the reduced dims (var's two passes; torch.std, numpy.std's ddof).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_std(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float correction);

/* logsumexp: `y = log(sum(exp(x)))` over the reduced dims, shifted by their max m (`m + log(sum(exp(x - m)))`: no overflow); -inf where there are no elements or all are -inf, inf where one is inf, NaN where one is NaN (torch.logsumexp).
 * Tensors: `y` out [...]; `x` in [...]. */
int ak_logsumexp(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x);

/* isin: `y = x is one of t's elements` (`invert`: is none of them), elementwise over x (torch.isin, numpy.isin, Paddle's isin); t is read whole, any length. Values compare as numbers: NaN is in no set, -0.0 equals 0.0.
 * Tensors: `y` out [...] (bool); `x` in [...]; `t` in [n]. */
int ak_isin(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *t, int invert);

/* nonzero: Row i of y: the index of x's i-th nonzero element in row-major order, one column per dim of x (r must be x's rank); rows past the count of nonzero elements hold `fill_value`, and elements past k are left out (torch.nonzero_static; torch.nonzero is count_nonzero of x, then this with k the count). NaN counts as nonzero.
 * Tensors: `y` out [k, r] (int64); `x` in [...]. */
int ak_nonzero(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, int fill_value);

/* masked_select: `y` = the elements of x where mask is true, in x's row-major order; elements of y past their count are 0, and selected elements past k are left out (torch.masked_select is count_nonzero of the mask, then this with k the count; Paddle's masked_select). mask broadcasts to x's shape (a framework broadcasts both first where x is the smaller).
 * Tensors: `y` out [k]; `x` in [...]; `mask` in [...] (bool). */
int ak_masked_select(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, const ak_tensor *mask);

#ifdef __cplusplus
}
#endif

#endif
