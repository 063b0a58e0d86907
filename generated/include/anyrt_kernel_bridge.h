/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* The portable kernels (runtime/kernels/anyrt_kernels.h) behind each operator launch: what the
 * core's fallback runs, and what a backend whose device memory the host can address may run
 * natively (the cpu backend does). Header-only. */
#ifndef ANYRT_KERNEL_BRIDGE_H_
#define ANYRT_KERNEL_BRIDGE_H_

#include <string.h>

#include "anyrt_backend.h"
#include "anyrt_kernels.h"

typedef int (*anyrt_kernel_fn)(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace);

/* A launch's view as a kernel operand (ndim <= AK_MAX_NDIM: the core refuses more). */
static inline void anyrt_kernel_view(const anyrt_tensor_view_t* v, ak_tensor* k) {
    memset(k, 0, sizeof *k);
    k->dtype = (int)v->dtype;
    k->ndim = v->ndim;
    for (int i = 0; i < v->ndim; ++i) {
        k->shape[i] = v->shape[i];
        k->strides[i] = v->strides[i];
    }
    k->data = v->data;
}

static inline int anyrt_kernel_gemm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_gemm_attrs_t* a = (const anyrt_gemm_attrs_t*)attrs;
    (void)workspace;
    return ak_gemm(ex, &t[0], &t[1], &t[2], a->alpha, a->beta);
}

static inline int anyrt_kernel_add(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_add(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_sub(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sub(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_mul(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_mul(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_relu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_relu(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_silu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_silu(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sigmoid(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sigmoid(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_swiglu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_swiglu(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_rms_norm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_rms_norm_attrs_t* a = (const anyrt_rms_norm_attrs_t*)attrs;
    (void)workspace;
    return ak_rms_norm(ex, &t[0], &t[1], &t[2], a->epsilon);
}

static inline int anyrt_kernel_softmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_softmax_attrs_t* a = (const anyrt_softmax_attrs_t*)attrs;
    (void)workspace;
    return ak_softmax(ex, &t[0], &t[1], a->axis);
}

static inline int anyrt_kernel_causal_softmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_causal_softmax(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_rope(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_rope_attrs_t* a = (const anyrt_rope_attrs_t*)attrs;
    (void)workspace;
    return ak_rope(ex, &t[0], &t[1], &t[2], &t[3], &t[4], a->algo);
}

static inline int anyrt_kernel_rearrange(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_rearrange(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_random_sample(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_random_sample_attrs_t* a = (const anyrt_random_sample_attrs_t*)attrs;
    return ak_random_sample(ex, &t[0], &t[1], a->random_val, a->topp, a->topk, a->temperature, workspace);
}

static inline int anyrt_kernel_zeros(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_zeros(ex, &t[0]);
}

static inline int anyrt_kernel_ones(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_ones(ex, &t[0]);
}

static inline int anyrt_kernel_add_rms_norm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_add_rms_norm_attrs_t* a = (const anyrt_add_rms_norm_attrs_t*)attrs;
    (void)workspace;
    return ak_add_rms_norm(ex, &t[0], &t[1], &t[2], &t[3], &t[4], a->epsilon);
}

static inline int anyrt_kernel_cross_entropy(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_cross_entropy(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_topksoftmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_topksoftmax_attrs_t* a = (const anyrt_topksoftmax_attrs_t*)attrs;
    (void)workspace;
    return ak_topksoftmax(ex, &t[0], &t[1], &t[2], a->topk, a->norm);
}

static inline int anyrt_kernel_topkrouter(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_topkrouter_attrs_t* a = (const anyrt_topkrouter_attrs_t*)attrs;
    (void)workspace;
    return ak_topkrouter(ex, &t[0], &t[1], &t[2], &t[3], a->routed_scaling_factor, a->topk);
}

static inline int anyrt_kernel_mrope(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_mrope_attrs_t* a = (const anyrt_mrope_attrs_t*)attrs;
    (void)workspace;
    return ak_mrope(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &t[6], a->head_size, a->rotary_dim, a->section_t, a->section_h, a->section_w, a->interleaved);
}

static inline int anyrt_kernel_per_tensor_quant_int8(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_per_tensor_quant_int8_attrs_t* a = (const anyrt_per_tensor_quant_int8_attrs_t*)attrs;
    (void)workspace;
    return ak_per_tensor_quant_int8(ex, &t[0], &t[1], (t[2].ndim < 0 ? NULL : &t[2]), &t[3], a->is_static);
}

static inline int anyrt_kernel_per_tensor_dequant_int8(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_per_tensor_dequant_int8(ex, &t[0], &t[1], &t[2], (t[3].ndim < 0 ? NULL : &t[3]));
}

static inline int anyrt_kernel_per_channel_quant_int8(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_per_channel_quant_int8(ex, &t[0], &t[1], (t[2].ndim < 0 ? NULL : &t[2]), &t[3]);
}

static inline int anyrt_kernel_dequantize_awq(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_dequantize_awq(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_dequantize_gptq(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_dequantize_gptq(ex, &t[0], &t[1], &t[2], &t[3], &t[4]);
}

static inline int anyrt_kernel_kv_caching(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_kv_caching(ex, &t[0], &t[1], &t[2], &t[3], &t[4]);
}

static inline int anyrt_kernel_paged_caching(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_paged_caching(ex, &t[0], &t[1], &t[2], &t[3], &t[4]);
}

static inline int anyrt_kernel_paged_attention(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_paged_attention_attrs_t* a = (const anyrt_paged_attention_attrs_t*)attrs;
    (void)workspace;
    return ak_paged_attention(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], (t[6].ndim < 0 ? NULL : &t[6]), a->scale);
}

static inline int anyrt_kernel_paged_attention_prefill(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_paged_attention_prefill_attrs_t* a = (const anyrt_paged_attention_prefill_attrs_t*)attrs;
    (void)workspace;
    return ak_paged_attention_prefill(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &t[6], (t[7].ndim < 0 ? NULL : &t[7]), a->scale);
}

static inline int anyrt_kernel_attention(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_attention_attrs_t* a = (const anyrt_attention_attrs_t*)attrs;
    (void)workspace;
    return ak_attention(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], a->pos);
}

static inline int anyrt_kernel_random_sample_batch(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    return ak_random_sample_batch(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], workspace);
}

static inline int anyrt_kernel_silu_and_mul(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_silu_and_mul(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_embedding(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_embedding(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_gelu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gelu(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_gelutanh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gelutanh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_quickgelu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_quickgelu(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_tanh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_tanh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_erf(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_erf(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_reciprocal(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_reciprocal(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_hardswish(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_hardswish(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_softplus(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_softplus_attrs_t* a = (const anyrt_softplus_attrs_t*)attrs;
    (void)workspace;
    return ak_softplus(ex, &t[0], &t[1], a->beta, a->threshold);
}

static inline int anyrt_kernel_hardtanh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_hardtanh_attrs_t* a = (const anyrt_hardtanh_attrs_t*)attrs;
    (void)workspace;
    return ak_hardtanh(ex, &t[0], &t[1], a->min_val, a->max_val);
}

static inline int anyrt_kernel_clip(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_clip(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_log_softmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_log_softmax_attrs_t* a = (const anyrt_log_softmax_attrs_t*)attrs;
    (void)workspace;
    return ak_log_softmax(ex, &t[0], &t[1], a->dim);
}

static inline int anyrt_kernel_layer_norm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_layer_norm_attrs_t* a = (const anyrt_layer_norm_attrs_t*)attrs;
    (void)workspace;
    return ak_layer_norm(ex, &t[0], &t[1], &t[2], &t[3], &t[4], (t[5].ndim < 0 ? NULL : &t[5]), a->eps);
}

static inline int anyrt_kernel_select_last_token_hidden(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_select_last_token_hidden(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_conv(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_conv_attrs_t* a = (const anyrt_conv_attrs_t*)attrs;
    (void)workspace;
    return ak_conv(ex, &t[0], &t[1], &t[2], (t[3].ndim < 0 ? NULL : &t[3]), a->pads, a->strides, a->dilations, a->n);
}

static inline int anyrt_kernel_abs(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_abs(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_neg(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_neg(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sign(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sign(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_square(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_square(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_exp(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_exp(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_exp2(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_exp2(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_expm1(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_expm1(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_log(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_log(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_log2(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_log2(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_log10(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_log10(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_log1p(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_log1p(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sqrt(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sqrt(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_rsqrt(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_rsqrt(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sin(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_cos(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_cos(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_tan(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_tan(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_asin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_asin(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_acos(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_acos(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_atan(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_atan(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sinh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sinh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_cosh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_cosh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_asinh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_asinh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_acosh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_acosh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_atanh(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_atanh(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_erfc(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_erfc(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_floor(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_floor(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_ceil(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_ceil(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_round(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_round(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_trunc(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_trunc(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_bitwise_not(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_bitwise_not(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_logical_not(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logical_not(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_isnan(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_isnan(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_isinf(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_isinf(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_isfinite(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_isfinite(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_div(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_div(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_floor_divide(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_floor_divide(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_remainder(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_remainder(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_fmod(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_fmod(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_pow(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_pow(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_maximum(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_maximum(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_minimum(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_minimum(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_fmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_fmax(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_fmin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_fmin(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_atan2(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_atan2(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_hypot(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_hypot(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_copysign(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_copysign(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_logaddexp(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logaddexp(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_bitwise_and(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_bitwise_and(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_bitwise_or(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_bitwise_or(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_bitwise_xor(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_bitwise_xor(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_eq(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_eq(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_ne(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_ne(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_lt(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_lt(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_le(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_le(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_gt(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gt(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_ge(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_ge(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_logical_and(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logical_and(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_logical_or(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logical_or(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_logical_xor(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logical_xor(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_where(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_where(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_lerp(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_lerp(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_addcmul(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_addcmul_attrs_t* a = (const anyrt_addcmul_attrs_t*)attrs;
    (void)workspace;
    return ak_addcmul(ex, &t[0], &t[1], &t[2], &t[3], a->value);
}

static inline int anyrt_kernel_addcdiv(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_addcdiv_attrs_t* a = (const anyrt_addcdiv_attrs_t*)attrs;
    (void)workspace;
    return ak_addcdiv(ex, &t[0], &t[1], &t[2], &t[3], a->value);
}

static inline int anyrt_kernel_relu_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_relu_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_silu_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_silu_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_gelu_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gelu_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_gelutanh_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gelutanh_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_sigmoid_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sigmoid_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_tanh_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_tanh_backward(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_relu6(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_relu6(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_softsign(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_softsign(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_tanhshrink(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_tanhshrink(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_selu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_selu(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_logaddexp2(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logaddexp2(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_bitwise_right_shift(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_bitwise_right_shift(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_broadcast_to(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_broadcast_to(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_hardsigmoid(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_hardsigmoid(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_mish(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_mish(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_logsigmoid(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logsigmoid(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_frac(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_frac(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_sinc(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sinc(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_signbit(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_signbit(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_leaky_relu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_leaky_relu_attrs_t* a = (const anyrt_leaky_relu_attrs_t*)attrs;
    (void)workspace;
    return ak_leaky_relu(ex, &t[0], &t[1], a->negative_slope);
}

static inline int anyrt_kernel_elu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_elu_attrs_t* a = (const anyrt_elu_attrs_t*)attrs;
    (void)workspace;
    return ak_elu(ex, &t[0], &t[1], a->alpha, a->scale, a->input_scale);
}

static inline int anyrt_kernel_hardshrink(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_hardshrink_attrs_t* a = (const anyrt_hardshrink_attrs_t*)attrs;
    (void)workspace;
    return ak_hardshrink(ex, &t[0], &t[1], a->lambd);
}

static inline int anyrt_kernel_softshrink(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_softshrink_attrs_t* a = (const anyrt_softshrink_attrs_t*)attrs;
    (void)workspace;
    return ak_softshrink(ex, &t[0], &t[1], a->lambd);
}

static inline int anyrt_kernel_threshold(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_threshold_attrs_t* a = (const anyrt_threshold_attrs_t*)attrs;
    (void)workspace;
    return ak_threshold(ex, &t[0], &t[1], a->threshold, a->value);
}

static inline int anyrt_kernel_nan_to_num(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_nan_to_num_attrs_t* a = (const anyrt_nan_to_num_attrs_t*)attrs;
    (void)workspace;
    return ak_nan_to_num(ex, &t[0], &t[1], a->nan, a->posinf, a->neginf);
}

static inline int anyrt_kernel_xlogy(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_xlogy(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_xlog1py(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_xlog1py(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_heaviside(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_heaviside(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_sum(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_sum(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_mean(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_mean(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_prod(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_prod(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_amax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_amax(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_amin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_amin(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_norm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_norm(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_any(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_any(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_all(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_all(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_count_nonzero(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_count_nonzero(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_cast(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_cast(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_uniform(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_uniform_attrs_t* a = (const anyrt_uniform_attrs_t*)attrs;
    (void)workspace;
    return ak_uniform(ex, &t[0], a->seed, a->offset, a->low, a->high);
}

static inline int anyrt_kernel_normal(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_normal_attrs_t* a = (const anyrt_normal_attrs_t*)attrs;
    (void)workspace;
    return ak_normal(ex, &t[0], a->seed, a->offset, a->mean, a->std);
}

static inline int anyrt_kernel_bernoulli(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_bernoulli_attrs_t* a = (const anyrt_bernoulli_attrs_t*)attrs;
    (void)workspace;
    return ak_bernoulli(ex, &t[0], a->seed, a->offset, a->p);
}

static inline int anyrt_kernel_randint(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_randint_attrs_t* a = (const anyrt_randint_attrs_t*)attrs;
    (void)workspace;
    return ak_randint(ex, &t[0], a->seed, a->offset, a->low, a->high);
}

static inline int anyrt_kernel_masked_fill(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_masked_fill_attrs_t* a = (const anyrt_masked_fill_attrs_t*)attrs;
    (void)workspace;
    return ak_masked_fill(ex, &t[0], &t[1], &t[2], a->value);
}

static inline int anyrt_kernel_arange(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_arange_attrs_t* a = (const anyrt_arange_attrs_t*)attrs;
    (void)workspace;
    return ak_arange(ex, &t[0], a->start, a->step);
}

static inline int anyrt_kernel_linspace(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_linspace_attrs_t* a = (const anyrt_linspace_attrs_t*)attrs;
    (void)workspace;
    return ak_linspace(ex, &t[0], a->start, a->end);
}

static inline int anyrt_kernel_tril(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_tril_attrs_t* a = (const anyrt_tril_attrs_t*)attrs;
    (void)workspace;
    return ak_tril(ex, &t[0], &t[1], a->diagonal);
}

static inline int anyrt_kernel_triu(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_triu_attrs_t* a = (const anyrt_triu_attrs_t*)attrs;
    (void)workspace;
    return ak_triu(ex, &t[0], &t[1], a->diagonal);
}

static inline int anyrt_kernel_one_hot(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_one_hot_attrs_t* a = (const anyrt_one_hot_attrs_t*)attrs;
    (void)workspace;
    return ak_one_hot(ex, &t[0], &t[1], a->num_classes);
}

static inline int anyrt_kernel_gather(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_gather(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_index_select(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_index_select(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_scatter(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_scatter(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_scatter_add(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_scatter_add(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_index_add(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_index_add_attrs_t* a = (const anyrt_index_add_attrs_t*)attrs;
    (void)workspace;
    return ak_index_add(ex, &t[0], &t[1], &t[2], &t[3], a->alpha);
}

static inline int anyrt_kernel_cumsum(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_cumsum_attrs_t* a = (const anyrt_cumsum_attrs_t*)attrs;
    (void)workspace;
    return ak_cumsum(ex, &t[0], &t[1], a->dim, a->exclusive, a->reverse);
}

static inline int anyrt_kernel_cumprod(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_cumprod_attrs_t* a = (const anyrt_cumprod_attrs_t*)attrs;
    (void)workspace;
    return ak_cumprod(ex, &t[0], &t[1], a->dim, a->exclusive, a->reverse);
}

static inline int anyrt_kernel_topk(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_topk_attrs_t* a = (const anyrt_topk_attrs_t*)attrs;
    (void)workspace;
    return ak_topk(ex, &t[0], &t[1], &t[2], a->k, a->largest);
}

static inline int anyrt_kernel_sort(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_sort_attrs_t* a = (const anyrt_sort_attrs_t*)attrs;
    (void)workspace;
    return ak_sort(ex, &t[0], &t[1], &t[2], a->descending);
}

static inline int anyrt_kernel_argsort(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_argsort_attrs_t* a = (const anyrt_argsort_attrs_t*)attrs;
    (void)workspace;
    return ak_argsort(ex, &t[0], &t[1], a->descending);
}

static inline int anyrt_kernel_argmax(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_argmax(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_argmin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_argmin(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_histc(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_histc_attrs_t* a = (const anyrt_histc_attrs_t*)attrs;
    (void)workspace;
    return ak_histc(ex, &t[0], &t[1], a->bins, a->min_val, a->max_val);
}

static inline int anyrt_kernel_softmax_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_softmax_backward_attrs_t* a = (const anyrt_softmax_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_softmax_backward(ex, &t[0], &t[1], &t[2], a->axis);
}

static inline int anyrt_kernel_log_softmax_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_log_softmax_backward_attrs_t* a = (const anyrt_log_softmax_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_log_softmax_backward(ex, &t[0], &t[1], &t[2], a->dim);
}

static inline int anyrt_kernel_layer_norm_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_layer_norm_backward(ex, &t[0], &t[1], (t[2].ndim < 0 ? NULL : &t[2]), &t[3], &t[4], &t[5], &t[6]);
}

static inline int anyrt_kernel_rms_norm_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_rms_norm_backward_attrs_t* a = (const anyrt_rms_norm_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_rms_norm_backward(ex, &t[0], &t[1], &t[2], &t[3], &t[4], a->epsilon);
}

static inline int anyrt_kernel_nll_loss(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_nll_loss(ex, &t[0], &t[1], &t[2]);
}

static inline int anyrt_kernel_cross_entropy_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_cross_entropy_backward(ex, &t[0], &t[1], &t[2], &t[3]);
}

static inline int anyrt_kernel_nll_loss_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_nll_loss_backward(ex, &t[0], &t[1], &t[3]);
}

static inline int anyrt_kernel_embedding_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_embedding_backward_attrs_t* a = (const anyrt_embedding_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_embedding_backward(ex, &t[0], &t[1], &t[2], a->padding_idx);
}

static inline int anyrt_kernel_conv_backward_data(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_conv_backward_data_attrs_t* a = (const anyrt_conv_backward_data_attrs_t*)attrs;
    (void)workspace;
    return ak_conv_backward_data(ex, &t[0], &t[1], &t[2], a->pads, a->strides, a->dilations, a->n);
}

static inline int anyrt_kernel_conv_backward_filter(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_conv_backward_filter_attrs_t* a = (const anyrt_conv_backward_filter_attrs_t*)attrs;
    (void)workspace;
    return ak_conv_backward_filter(ex, &t[0], (t[1].ndim < 0 ? NULL : &t[1]), &t[2], &t[3], a->pads, a->strides, a->dilations, a->n);
}

static inline int anyrt_kernel_max_pool(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_max_pool_attrs_t* a = (const anyrt_max_pool_attrs_t*)attrs;
    (void)workspace;
    return ak_max_pool(ex, &t[0], &t[1], &t[2], a->kernel_size, a->strides, a->pads, a->n);
}

static inline int anyrt_kernel_max_pool_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_max_pool_backward_attrs_t* a = (const anyrt_max_pool_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_max_pool_backward(ex, &t[0], &t[1], &t[2], a->kernel_size, a->strides, a->pads, a->n);
}

static inline int anyrt_kernel_avg_pool(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_avg_pool_attrs_t* a = (const anyrt_avg_pool_attrs_t*)attrs;
    (void)workspace;
    return ak_avg_pool(ex, &t[0], &t[1], a->kernel_size, a->strides, a->pads, a->count_include_pad, a->n);
}

static inline int anyrt_kernel_avg_pool_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_avg_pool_backward_attrs_t* a = (const anyrt_avg_pool_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_avg_pool_backward(ex, &t[0], &t[1], a->kernel_size, a->strides, a->pads, a->count_include_pad, a->n);
}

static inline int anyrt_kernel_batch_norm(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_batch_norm_attrs_t* a = (const anyrt_batch_norm_attrs_t*)attrs;
    (void)workspace;
    return ak_batch_norm(ex, &t[0], &t[1], &t[2], (t[3].ndim < 0 ? NULL : &t[3]), (t[4].ndim < 0 ? NULL : &t[4]), &t[5], (t[6].ndim < 0 ? NULL : &t[6]), (t[7].ndim < 0 ? NULL : &t[7]), a->momentum, a->eps);
}

static inline int anyrt_kernel_batch_norm_inference(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_batch_norm_inference_attrs_t* a = (const anyrt_batch_norm_inference_attrs_t*)attrs;
    (void)workspace;
    return ak_batch_norm_inference(ex, &t[0], &t[1], &t[2], &t[3], (t[4].ndim < 0 ? NULL : &t[4]), (t[5].ndim < 0 ? NULL : &t[5]), a->eps);
}

static inline int anyrt_kernel_batch_norm_backward(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_batch_norm_backward_attrs_t* a = (const anyrt_batch_norm_backward_attrs_t*)attrs;
    (void)workspace;
    return ak_batch_norm_backward(ex, &t[0], (t[1].ndim < 0 ? NULL : &t[1]), (t[2].ndim < 0 ? NULL : &t[2]), &t[3], &t[4], &t[5], &t[6], (t[7].ndim < 0 ? NULL : &t[7]), a->training);
}

static inline int anyrt_kernel_adamw_step(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_adamw_step_attrs_t* a = (const anyrt_adamw_step_attrs_t*)attrs;
    (void)workspace;
    return ak_adamw_step(ex, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &t[6], a->lr, a->beta1, a->beta2, a->eps, a->weight_decay, a->step);
}

static inline int anyrt_kernel_sgd_step(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_sgd_step_attrs_t* a = (const anyrt_sgd_step_attrs_t*)attrs;
    (void)workspace;
    return ak_sgd_step(ex, &t[0], &t[1], &t[2], &t[3], &t[4], a->lr, a->momentum, a->dampening, a->weight_decay, a->nesterov, a->init_buffer);
}

static inline int anyrt_kernel_var(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_var_attrs_t* a = (const anyrt_var_attrs_t*)attrs;
    (void)workspace;
    return ak_var(ex, &t[0], &t[1], a->correction);
}

static inline int anyrt_kernel_std(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_std_attrs_t* a = (const anyrt_std_attrs_t*)attrs;
    (void)workspace;
    return ak_std(ex, &t[0], &t[1], a->correction);
}

static inline int anyrt_kernel_logsumexp(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_logsumexp(ex, &t[0], &t[1]);
}

static inline int anyrt_kernel_isin(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_isin_attrs_t* a = (const anyrt_isin_attrs_t*)attrs;
    (void)workspace;
    return ak_isin(ex, &t[0], &t[1], &t[2], a->invert);
}

static inline int anyrt_kernel_nonzero(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    const anyrt_nonzero_attrs_t* a = (const anyrt_nonzero_attrs_t*)attrs;
    (void)workspace;
    return ak_nonzero(ex, &t[0], &t[1], a->fill_value);
}

static inline int anyrt_kernel_masked_select(const ak_exec* ex, const ak_tensor* t, const void* attrs, void* workspace) {
    (void)attrs;
    (void)workspace;
    return ak_masked_select(ex, &t[0], &t[1], &t[2]);
}

static inline anyrt_kernel_fn anyrt_kernel_for(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_GEMM: return anyrt_kernel_gemm;
    case ANYRT_OP_ADD: return anyrt_kernel_add;
    case ANYRT_OP_SUB: return anyrt_kernel_sub;
    case ANYRT_OP_MUL: return anyrt_kernel_mul;
    case ANYRT_OP_RELU: return anyrt_kernel_relu;
    case ANYRT_OP_SILU: return anyrt_kernel_silu;
    case ANYRT_OP_SIGMOID: return anyrt_kernel_sigmoid;
    case ANYRT_OP_SWIGLU: return anyrt_kernel_swiglu;
    case ANYRT_OP_RMS_NORM: return anyrt_kernel_rms_norm;
    case ANYRT_OP_SOFTMAX: return anyrt_kernel_softmax;
    case ANYRT_OP_CAUSAL_SOFTMAX: return anyrt_kernel_causal_softmax;
    case ANYRT_OP_ROPE: return anyrt_kernel_rope;
    case ANYRT_OP_REARRANGE: return anyrt_kernel_rearrange;
    case ANYRT_OP_RANDOM_SAMPLE: return anyrt_kernel_random_sample;
    case ANYRT_OP_ZEROS: return anyrt_kernel_zeros;
    case ANYRT_OP_ONES: return anyrt_kernel_ones;
    case ANYRT_OP_ADD_RMS_NORM: return anyrt_kernel_add_rms_norm;
    case ANYRT_OP_CROSS_ENTROPY: return anyrt_kernel_cross_entropy;
    case ANYRT_OP_TOPKSOFTMAX: return anyrt_kernel_topksoftmax;
    case ANYRT_OP_TOPKROUTER: return anyrt_kernel_topkrouter;
    case ANYRT_OP_MROPE: return anyrt_kernel_mrope;
    case ANYRT_OP_PER_TENSOR_QUANT_INT8: return anyrt_kernel_per_tensor_quant_int8;
    case ANYRT_OP_PER_TENSOR_DEQUANT_INT8: return anyrt_kernel_per_tensor_dequant_int8;
    case ANYRT_OP_PER_CHANNEL_QUANT_INT8: return anyrt_kernel_per_channel_quant_int8;
    case ANYRT_OP_DEQUANTIZE_AWQ: return anyrt_kernel_dequantize_awq;
    case ANYRT_OP_DEQUANTIZE_GPTQ: return anyrt_kernel_dequantize_gptq;
    case ANYRT_OP_KV_CACHING: return anyrt_kernel_kv_caching;
    case ANYRT_OP_PAGED_CACHING: return anyrt_kernel_paged_caching;
    case ANYRT_OP_PAGED_ATTENTION: return anyrt_kernel_paged_attention;
    case ANYRT_OP_PAGED_ATTENTION_PREFILL: return anyrt_kernel_paged_attention_prefill;
    case ANYRT_OP_ATTENTION: return anyrt_kernel_attention;
    case ANYRT_OP_RANDOM_SAMPLE_BATCH: return anyrt_kernel_random_sample_batch;
    case ANYRT_OP_SILU_AND_MUL: return anyrt_kernel_silu_and_mul;
    case ANYRT_OP_EMBEDDING: return anyrt_kernel_embedding;
    case ANYRT_OP_GELU: return anyrt_kernel_gelu;
    case ANYRT_OP_GELUTANH: return anyrt_kernel_gelutanh;
    case ANYRT_OP_QUICKGELU: return anyrt_kernel_quickgelu;
    case ANYRT_OP_TANH: return anyrt_kernel_tanh;
    case ANYRT_OP_ERF: return anyrt_kernel_erf;
    case ANYRT_OP_RECIPROCAL: return anyrt_kernel_reciprocal;
    case ANYRT_OP_HARDSWISH: return anyrt_kernel_hardswish;
    case ANYRT_OP_SOFTPLUS: return anyrt_kernel_softplus;
    case ANYRT_OP_HARDTANH: return anyrt_kernel_hardtanh;
    case ANYRT_OP_CLIP: return anyrt_kernel_clip;
    case ANYRT_OP_LOG_SOFTMAX: return anyrt_kernel_log_softmax;
    case ANYRT_OP_LAYER_NORM: return anyrt_kernel_layer_norm;
    case ANYRT_OP_SELECT_LAST_TOKEN_HIDDEN: return anyrt_kernel_select_last_token_hidden;
    case ANYRT_OP_CONV: return anyrt_kernel_conv;
    case ANYRT_OP_ABS: return anyrt_kernel_abs;
    case ANYRT_OP_NEG: return anyrt_kernel_neg;
    case ANYRT_OP_SIGN: return anyrt_kernel_sign;
    case ANYRT_OP_SQUARE: return anyrt_kernel_square;
    case ANYRT_OP_EXP: return anyrt_kernel_exp;
    case ANYRT_OP_EXP2: return anyrt_kernel_exp2;
    case ANYRT_OP_EXPM1: return anyrt_kernel_expm1;
    case ANYRT_OP_LOG: return anyrt_kernel_log;
    case ANYRT_OP_LOG2: return anyrt_kernel_log2;
    case ANYRT_OP_LOG10: return anyrt_kernel_log10;
    case ANYRT_OP_LOG1P: return anyrt_kernel_log1p;
    case ANYRT_OP_SQRT: return anyrt_kernel_sqrt;
    case ANYRT_OP_RSQRT: return anyrt_kernel_rsqrt;
    case ANYRT_OP_SIN: return anyrt_kernel_sin;
    case ANYRT_OP_COS: return anyrt_kernel_cos;
    case ANYRT_OP_TAN: return anyrt_kernel_tan;
    case ANYRT_OP_ASIN: return anyrt_kernel_asin;
    case ANYRT_OP_ACOS: return anyrt_kernel_acos;
    case ANYRT_OP_ATAN: return anyrt_kernel_atan;
    case ANYRT_OP_SINH: return anyrt_kernel_sinh;
    case ANYRT_OP_COSH: return anyrt_kernel_cosh;
    case ANYRT_OP_ASINH: return anyrt_kernel_asinh;
    case ANYRT_OP_ACOSH: return anyrt_kernel_acosh;
    case ANYRT_OP_ATANH: return anyrt_kernel_atanh;
    case ANYRT_OP_ERFC: return anyrt_kernel_erfc;
    case ANYRT_OP_FLOOR: return anyrt_kernel_floor;
    case ANYRT_OP_CEIL: return anyrt_kernel_ceil;
    case ANYRT_OP_ROUND: return anyrt_kernel_round;
    case ANYRT_OP_TRUNC: return anyrt_kernel_trunc;
    case ANYRT_OP_BITWISE_NOT: return anyrt_kernel_bitwise_not;
    case ANYRT_OP_LOGICAL_NOT: return anyrt_kernel_logical_not;
    case ANYRT_OP_ISNAN: return anyrt_kernel_isnan;
    case ANYRT_OP_ISINF: return anyrt_kernel_isinf;
    case ANYRT_OP_ISFINITE: return anyrt_kernel_isfinite;
    case ANYRT_OP_DIV: return anyrt_kernel_div;
    case ANYRT_OP_FLOOR_DIVIDE: return anyrt_kernel_floor_divide;
    case ANYRT_OP_REMAINDER: return anyrt_kernel_remainder;
    case ANYRT_OP_FMOD: return anyrt_kernel_fmod;
    case ANYRT_OP_POW: return anyrt_kernel_pow;
    case ANYRT_OP_MAXIMUM: return anyrt_kernel_maximum;
    case ANYRT_OP_MINIMUM: return anyrt_kernel_minimum;
    case ANYRT_OP_FMAX: return anyrt_kernel_fmax;
    case ANYRT_OP_FMIN: return anyrt_kernel_fmin;
    case ANYRT_OP_ATAN2: return anyrt_kernel_atan2;
    case ANYRT_OP_HYPOT: return anyrt_kernel_hypot;
    case ANYRT_OP_COPYSIGN: return anyrt_kernel_copysign;
    case ANYRT_OP_LOGADDEXP: return anyrt_kernel_logaddexp;
    case ANYRT_OP_BITWISE_AND: return anyrt_kernel_bitwise_and;
    case ANYRT_OP_BITWISE_OR: return anyrt_kernel_bitwise_or;
    case ANYRT_OP_BITWISE_XOR: return anyrt_kernel_bitwise_xor;
    case ANYRT_OP_EQ: return anyrt_kernel_eq;
    case ANYRT_OP_NE: return anyrt_kernel_ne;
    case ANYRT_OP_LT: return anyrt_kernel_lt;
    case ANYRT_OP_LE: return anyrt_kernel_le;
    case ANYRT_OP_GT: return anyrt_kernel_gt;
    case ANYRT_OP_GE: return anyrt_kernel_ge;
    case ANYRT_OP_LOGICAL_AND: return anyrt_kernel_logical_and;
    case ANYRT_OP_LOGICAL_OR: return anyrt_kernel_logical_or;
    case ANYRT_OP_LOGICAL_XOR: return anyrt_kernel_logical_xor;
    case ANYRT_OP_WHERE: return anyrt_kernel_where;
    case ANYRT_OP_LERP: return anyrt_kernel_lerp;
    case ANYRT_OP_ADDCMUL: return anyrt_kernel_addcmul;
    case ANYRT_OP_ADDCDIV: return anyrt_kernel_addcdiv;
    case ANYRT_OP_RELU_BACKWARD: return anyrt_kernel_relu_backward;
    case ANYRT_OP_SILU_BACKWARD: return anyrt_kernel_silu_backward;
    case ANYRT_OP_GELU_BACKWARD: return anyrt_kernel_gelu_backward;
    case ANYRT_OP_GELUTANH_BACKWARD: return anyrt_kernel_gelutanh_backward;
    case ANYRT_OP_SIGMOID_BACKWARD: return anyrt_kernel_sigmoid_backward;
    case ANYRT_OP_TANH_BACKWARD: return anyrt_kernel_tanh_backward;
    case ANYRT_OP_RELU6: return anyrt_kernel_relu6;
    case ANYRT_OP_SOFTSIGN: return anyrt_kernel_softsign;
    case ANYRT_OP_TANHSHRINK: return anyrt_kernel_tanhshrink;
    case ANYRT_OP_SELU: return anyrt_kernel_selu;
    case ANYRT_OP_LOGADDEXP2: return anyrt_kernel_logaddexp2;
    case ANYRT_OP_BITWISE_RIGHT_SHIFT: return anyrt_kernel_bitwise_right_shift;
    case ANYRT_OP_BROADCAST_TO: return anyrt_kernel_broadcast_to;
    case ANYRT_OP_HARDSIGMOID: return anyrt_kernel_hardsigmoid;
    case ANYRT_OP_MISH: return anyrt_kernel_mish;
    case ANYRT_OP_LOGSIGMOID: return anyrt_kernel_logsigmoid;
    case ANYRT_OP_FRAC: return anyrt_kernel_frac;
    case ANYRT_OP_SINC: return anyrt_kernel_sinc;
    case ANYRT_OP_SIGNBIT: return anyrt_kernel_signbit;
    case ANYRT_OP_LEAKY_RELU: return anyrt_kernel_leaky_relu;
    case ANYRT_OP_ELU: return anyrt_kernel_elu;
    case ANYRT_OP_HARDSHRINK: return anyrt_kernel_hardshrink;
    case ANYRT_OP_SOFTSHRINK: return anyrt_kernel_softshrink;
    case ANYRT_OP_THRESHOLD: return anyrt_kernel_threshold;
    case ANYRT_OP_NAN_TO_NUM: return anyrt_kernel_nan_to_num;
    case ANYRT_OP_XLOGY: return anyrt_kernel_xlogy;
    case ANYRT_OP_XLOG1PY: return anyrt_kernel_xlog1py;
    case ANYRT_OP_HEAVISIDE: return anyrt_kernel_heaviside;
    case ANYRT_OP_SUM: return anyrt_kernel_sum;
    case ANYRT_OP_MEAN: return anyrt_kernel_mean;
    case ANYRT_OP_PROD: return anyrt_kernel_prod;
    case ANYRT_OP_AMAX: return anyrt_kernel_amax;
    case ANYRT_OP_AMIN: return anyrt_kernel_amin;
    case ANYRT_OP_NORM: return anyrt_kernel_norm;
    case ANYRT_OP_ANY: return anyrt_kernel_any;
    case ANYRT_OP_ALL: return anyrt_kernel_all;
    case ANYRT_OP_COUNT_NONZERO: return anyrt_kernel_count_nonzero;
    case ANYRT_OP_CAST: return anyrt_kernel_cast;
    case ANYRT_OP_UNIFORM: return anyrt_kernel_uniform;
    case ANYRT_OP_NORMAL: return anyrt_kernel_normal;
    case ANYRT_OP_BERNOULLI: return anyrt_kernel_bernoulli;
    case ANYRT_OP_RANDINT: return anyrt_kernel_randint;
    case ANYRT_OP_MASKED_FILL: return anyrt_kernel_masked_fill;
    case ANYRT_OP_ARANGE: return anyrt_kernel_arange;
    case ANYRT_OP_LINSPACE: return anyrt_kernel_linspace;
    case ANYRT_OP_TRIL: return anyrt_kernel_tril;
    case ANYRT_OP_TRIU: return anyrt_kernel_triu;
    case ANYRT_OP_ONE_HOT: return anyrt_kernel_one_hot;
    case ANYRT_OP_GATHER: return anyrt_kernel_gather;
    case ANYRT_OP_INDEX_SELECT: return anyrt_kernel_index_select;
    case ANYRT_OP_SCATTER: return anyrt_kernel_scatter;
    case ANYRT_OP_SCATTER_ADD: return anyrt_kernel_scatter_add;
    case ANYRT_OP_INDEX_ADD: return anyrt_kernel_index_add;
    case ANYRT_OP_CUMSUM: return anyrt_kernel_cumsum;
    case ANYRT_OP_CUMPROD: return anyrt_kernel_cumprod;
    case ANYRT_OP_TOPK: return anyrt_kernel_topk;
    case ANYRT_OP_SORT: return anyrt_kernel_sort;
    case ANYRT_OP_ARGSORT: return anyrt_kernel_argsort;
    case ANYRT_OP_ARGMAX: return anyrt_kernel_argmax;
    case ANYRT_OP_ARGMIN: return anyrt_kernel_argmin;
    case ANYRT_OP_HISTC: return anyrt_kernel_histc;
    case ANYRT_OP_SOFTMAX_BACKWARD: return anyrt_kernel_softmax_backward;
    case ANYRT_OP_LOG_SOFTMAX_BACKWARD: return anyrt_kernel_log_softmax_backward;
    case ANYRT_OP_LAYER_NORM_BACKWARD: return anyrt_kernel_layer_norm_backward;
    case ANYRT_OP_RMS_NORM_BACKWARD: return anyrt_kernel_rms_norm_backward;
    case ANYRT_OP_NLL_LOSS: return anyrt_kernel_nll_loss;
    case ANYRT_OP_CROSS_ENTROPY_BACKWARD: return anyrt_kernel_cross_entropy_backward;
    case ANYRT_OP_NLL_LOSS_BACKWARD: return anyrt_kernel_nll_loss_backward;
    case ANYRT_OP_EMBEDDING_BACKWARD: return anyrt_kernel_embedding_backward;
    case ANYRT_OP_CONV_BACKWARD_DATA: return anyrt_kernel_conv_backward_data;
    case ANYRT_OP_CONV_BACKWARD_FILTER: return anyrt_kernel_conv_backward_filter;
    case ANYRT_OP_MAX_POOL: return anyrt_kernel_max_pool;
    case ANYRT_OP_MAX_POOL_BACKWARD: return anyrt_kernel_max_pool_backward;
    case ANYRT_OP_AVG_POOL: return anyrt_kernel_avg_pool;
    case ANYRT_OP_AVG_POOL_BACKWARD: return anyrt_kernel_avg_pool_backward;
    case ANYRT_OP_BATCH_NORM: return anyrt_kernel_batch_norm;
    case ANYRT_OP_BATCH_NORM_INFERENCE: return anyrt_kernel_batch_norm_inference;
    case ANYRT_OP_BATCH_NORM_BACKWARD: return anyrt_kernel_batch_norm_backward;
    case ANYRT_OP_ADAMW_STEP: return anyrt_kernel_adamw_step;
    case ANYRT_OP_SGD_STEP: return anyrt_kernel_sgd_step;
    case ANYRT_OP_VAR: return anyrt_kernel_var;
    case ANYRT_OP_STD: return anyrt_kernel_std;
    case ANYRT_OP_LOGSUMEXP: return anyrt_kernel_logsumexp;
    case ANYRT_OP_ISIN: return anyrt_kernel_isin;
    case ANYRT_OP_NONZERO: return anyrt_kernel_nonzero;
    case ANYRT_OP_MASKED_SELECT: return anyrt_kernel_masked_select;
    default: return NULL;
    }
}

/* Bytes of the launch's attrs struct (0: the operator has no attributes). */
static inline size_t anyrt_kernel_attrs_size(anyrt_op_kind_t op) {
    switch (op) {
    case ANYRT_OP_GEMM: return sizeof(anyrt_gemm_attrs_t);
    case ANYRT_OP_RMS_NORM: return sizeof(anyrt_rms_norm_attrs_t);
    case ANYRT_OP_SOFTMAX: return sizeof(anyrt_softmax_attrs_t);
    case ANYRT_OP_ROPE: return sizeof(anyrt_rope_attrs_t);
    case ANYRT_OP_RANDOM_SAMPLE: return sizeof(anyrt_random_sample_attrs_t);
    case ANYRT_OP_ADD_RMS_NORM: return sizeof(anyrt_add_rms_norm_attrs_t);
    case ANYRT_OP_TOPKSOFTMAX: return sizeof(anyrt_topksoftmax_attrs_t);
    case ANYRT_OP_TOPKROUTER: return sizeof(anyrt_topkrouter_attrs_t);
    case ANYRT_OP_MROPE: return sizeof(anyrt_mrope_attrs_t);
    case ANYRT_OP_PER_TENSOR_QUANT_INT8: return sizeof(anyrt_per_tensor_quant_int8_attrs_t);
    case ANYRT_OP_PAGED_ATTENTION: return sizeof(anyrt_paged_attention_attrs_t);
    case ANYRT_OP_PAGED_ATTENTION_PREFILL: return sizeof(anyrt_paged_attention_prefill_attrs_t);
    case ANYRT_OP_ATTENTION: return sizeof(anyrt_attention_attrs_t);
    case ANYRT_OP_SOFTPLUS: return sizeof(anyrt_softplus_attrs_t);
    case ANYRT_OP_HARDTANH: return sizeof(anyrt_hardtanh_attrs_t);
    case ANYRT_OP_LOG_SOFTMAX: return sizeof(anyrt_log_softmax_attrs_t);
    case ANYRT_OP_LAYER_NORM: return sizeof(anyrt_layer_norm_attrs_t);
    case ANYRT_OP_CONV: return sizeof(anyrt_conv_attrs_t);
    case ANYRT_OP_ADDCMUL: return sizeof(anyrt_addcmul_attrs_t);
    case ANYRT_OP_ADDCDIV: return sizeof(anyrt_addcdiv_attrs_t);
    case ANYRT_OP_LEAKY_RELU: return sizeof(anyrt_leaky_relu_attrs_t);
    case ANYRT_OP_ELU: return sizeof(anyrt_elu_attrs_t);
    case ANYRT_OP_HARDSHRINK: return sizeof(anyrt_hardshrink_attrs_t);
    case ANYRT_OP_SOFTSHRINK: return sizeof(anyrt_softshrink_attrs_t);
    case ANYRT_OP_THRESHOLD: return sizeof(anyrt_threshold_attrs_t);
    case ANYRT_OP_NAN_TO_NUM: return sizeof(anyrt_nan_to_num_attrs_t);
    case ANYRT_OP_UNIFORM: return sizeof(anyrt_uniform_attrs_t);
    case ANYRT_OP_NORMAL: return sizeof(anyrt_normal_attrs_t);
    case ANYRT_OP_BERNOULLI: return sizeof(anyrt_bernoulli_attrs_t);
    case ANYRT_OP_RANDINT: return sizeof(anyrt_randint_attrs_t);
    case ANYRT_OP_MASKED_FILL: return sizeof(anyrt_masked_fill_attrs_t);
    case ANYRT_OP_ARANGE: return sizeof(anyrt_arange_attrs_t);
    case ANYRT_OP_LINSPACE: return sizeof(anyrt_linspace_attrs_t);
    case ANYRT_OP_TRIL: return sizeof(anyrt_tril_attrs_t);
    case ANYRT_OP_TRIU: return sizeof(anyrt_triu_attrs_t);
    case ANYRT_OP_ONE_HOT: return sizeof(anyrt_one_hot_attrs_t);
    case ANYRT_OP_INDEX_ADD: return sizeof(anyrt_index_add_attrs_t);
    case ANYRT_OP_CUMSUM: return sizeof(anyrt_cumsum_attrs_t);
    case ANYRT_OP_CUMPROD: return sizeof(anyrt_cumprod_attrs_t);
    case ANYRT_OP_TOPK: return sizeof(anyrt_topk_attrs_t);
    case ANYRT_OP_SORT: return sizeof(anyrt_sort_attrs_t);
    case ANYRT_OP_ARGSORT: return sizeof(anyrt_argsort_attrs_t);
    case ANYRT_OP_HISTC: return sizeof(anyrt_histc_attrs_t);
    case ANYRT_OP_SOFTMAX_BACKWARD: return sizeof(anyrt_softmax_backward_attrs_t);
    case ANYRT_OP_LOG_SOFTMAX_BACKWARD: return sizeof(anyrt_log_softmax_backward_attrs_t);
    case ANYRT_OP_RMS_NORM_BACKWARD: return sizeof(anyrt_rms_norm_backward_attrs_t);
    case ANYRT_OP_EMBEDDING_BACKWARD: return sizeof(anyrt_embedding_backward_attrs_t);
    case ANYRT_OP_CONV_BACKWARD_DATA: return sizeof(anyrt_conv_backward_data_attrs_t);
    case ANYRT_OP_CONV_BACKWARD_FILTER: return sizeof(anyrt_conv_backward_filter_attrs_t);
    case ANYRT_OP_MAX_POOL: return sizeof(anyrt_max_pool_attrs_t);
    case ANYRT_OP_MAX_POOL_BACKWARD: return sizeof(anyrt_max_pool_backward_attrs_t);
    case ANYRT_OP_AVG_POOL: return sizeof(anyrt_avg_pool_attrs_t);
    case ANYRT_OP_AVG_POOL_BACKWARD: return sizeof(anyrt_avg_pool_backward_attrs_t);
    case ANYRT_OP_BATCH_NORM: return sizeof(anyrt_batch_norm_attrs_t);
    case ANYRT_OP_BATCH_NORM_INFERENCE: return sizeof(anyrt_batch_norm_inference_attrs_t);
    case ANYRT_OP_BATCH_NORM_BACKWARD: return sizeof(anyrt_batch_norm_backward_attrs_t);
    case ANYRT_OP_ADAMW_STEP: return sizeof(anyrt_adamw_step_attrs_t);
    case ANYRT_OP_SGD_STEP: return sizeof(anyrt_sgd_step_attrs_t);
    case ANYRT_OP_VAR: return sizeof(anyrt_var_attrs_t);
    case ANYRT_OP_STD: return sizeof(anyrt_std_attrs_t);
    case ANYRT_OP_ISIN: return sizeof(anyrt_isin_attrs_t);
    case ANYRT_OP_NONZERO: return sizeof(anyrt_nonzero_attrs_t);
    default: return 0;
    }
}

/* Bytes of host scratch the kernel of `launch` needs (its `workspace` argument). */
static inline size_t anyrt_kernel_workspace(const anyrt_op_launch_t* launch) {
    switch (launch->op) {
    case ANYRT_OP_RANDOM_SAMPLE: {
        int64_t n = 1;
        for (int i = 0; i < launch->tensors[1].ndim; ++i) n *= launch->tensors[1].shape[i];
        return ak_random_sample_workspace(n);
    }
    case ANYRT_OP_RANDOM_SAMPLE_BATCH: {
        int64_t n = 1;
        for (int i = 0; i < launch->tensors[1].ndim; ++i) n *= launch->tensors[1].shape[i];
        return ak_random_sample_batch_workspace(n);
    }
    default: return 0;
    }
}

/* For a backend built on anyrt_backend_util.h that serves every operator the same way: defines
 * its slot PREFIX_op_<name>(device, launch) of each operator as `return RUN(device, launch);`. */
#define ANYRT_KERNEL_DEFINE_SLOTS(RUN) \
    anyrt_status_t ANYRT_BACKEND_FN(op_gemm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_add)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sub)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_mul)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_relu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_silu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sigmoid)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_swiglu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_rms_norm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_softmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_causal_softmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_rope)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_rearrange)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_random_sample)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_zeros)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_ones)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_add_rms_norm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cross_entropy)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_topksoftmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_topkrouter)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_mrope)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_per_tensor_quant_int8)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_per_tensor_dequant_int8)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_per_channel_quant_int8)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_dequantize_awq)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_dequantize_gptq)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_kv_caching)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_paged_caching)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_paged_attention)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_paged_attention_prefill)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_attention)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_random_sample_batch)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_silu_and_mul)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_embedding)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gelu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gelutanh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_quickgelu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_tanh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_erf)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_reciprocal)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_hardswish)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_softplus)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_hardtanh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_clip)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log_softmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_layer_norm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_select_last_token_hidden)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_conv)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_abs)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_neg)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sign)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_square)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_exp)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_exp2)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_expm1)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log2)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log10)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log1p)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sqrt)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_rsqrt)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cos)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_tan)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_asin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_acos)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_atan)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sinh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cosh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_asinh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_acosh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_atanh)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_erfc)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_floor)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_ceil)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_round)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_trunc)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_not)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logical_not)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_isnan)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_isinf)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_isfinite)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_div)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_floor_divide)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_remainder)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_fmod)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_pow)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_maximum)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_minimum)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_fmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_fmin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_atan2)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_hypot)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_copysign)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logaddexp)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_and)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_or)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_xor)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_eq)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_ne)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_lt)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_le)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gt)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_ge)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logical_and)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logical_or)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logical_xor)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_where)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_lerp)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_addcmul)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_addcdiv)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_relu_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_silu_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gelu_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gelutanh_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sigmoid_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_tanh_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_relu6)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_softsign)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_tanhshrink)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_selu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logaddexp2)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bitwise_right_shift)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_broadcast_to)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_hardsigmoid)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_mish)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logsigmoid)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_frac)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sinc)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_signbit)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_leaky_relu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_elu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_hardshrink)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_softshrink)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_threshold)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_nan_to_num)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_xlogy)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_xlog1py)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_heaviside)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sum)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_mean)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_prod)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_amax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_amin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_norm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_any)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_all)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_count_nonzero)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cast)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_uniform)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_normal)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bernoulli)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_randint)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_masked_fill)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_arange)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_linspace)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_tril)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_triu)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_one_hot)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_gather)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_index_select)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_scatter)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_scatter_add)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_index_add)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cumsum)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cumprod)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_topk)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sort)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_argsort)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_argmax)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_argmin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_histc)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_softmax_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_log_softmax_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_layer_norm_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_rms_norm_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_nll_loss)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_cross_entropy_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_nll_loss_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_embedding_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_conv_backward_data)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_conv_backward_filter)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_max_pool)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_max_pool_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_avg_pool)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_avg_pool_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm_inference)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_batch_norm_backward)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_adamw_step)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_sgd_step)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_var)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_std)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_logsumexp)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_isin)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_nonzero)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_masked_select)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    typedef int anyrt_kernel_slots_defined_

#endif /* ANYRT_KERNEL_BRIDGE_H_ */
