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
    case ANYRT_OP_UNIFORM: return anyrt_kernel_uniform;
    case ANYRT_OP_NORMAL: return anyrt_kernel_normal;
    case ANYRT_OP_BERNOULLI: return anyrt_kernel_bernoulli;
    case ANYRT_OP_RANDINT: return anyrt_kernel_randint;
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
    case ANYRT_OP_UNIFORM: return sizeof(anyrt_uniform_attrs_t);
    case ANYRT_OP_NORMAL: return sizeof(anyrt_normal_attrs_t);
    case ANYRT_OP_BERNOULLI: return sizeof(anyrt_bernoulli_attrs_t);
    case ANYRT_OP_RANDINT: return sizeof(anyrt_randint_attrs_t);
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
    anyrt_status_t ANYRT_BACKEND_FN(op_uniform)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_normal)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_bernoulli)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    anyrt_status_t ANYRT_BACKEND_FN(op_randint)(int device, const anyrt_op_launch_t* launch) { return RUN(device, launch); } \
    typedef int anyrt_kernel_slots_defined_

#endif /* ANYRT_KERNEL_BRIDGE_H_ */
