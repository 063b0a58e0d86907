/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Operators: each spec/operators.yaml entry as rule tables for the engine (runtime/core/ops.c) and
 * its two public calls. */
#include <math.h>
#include <stddef.h>

#include "ops_private.h"

/* ---- gemm */
static const anyrt__op_tensor_rule_t gemm_tensors[] = {
    {"c", 1, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const gemm_symbols[] = {"m", "n", "k"};
static const anyrt__op_attr_rule_t gemm_attrs[] = {
    {"alpha", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_gemm_attrs_t, alpha), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"beta", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_gemm_attrs_t, beta), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t gemm_info = {
    "gemm", ANYRT_OP_GEMM, ANYRT_SLOT_OP_GEMM, 0x87000u, 1,
    3, gemm_tensors,
    3, gemm_symbols,
    2, gemm_attrs, sizeof(anyrt_gemm_attrs_t),
    0, NULL,
    anyrt__impl_op_gemm,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_gemm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    anyrt_gemm_attrs_t attrs = {0};
    return anyrt__op_create(&gemm_info, "create_gemm_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_gemm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, float alpha, float beta, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    anyrt_gemm_attrs_t attrs = {0};
    attrs.alpha = alpha;
    attrs.beta = beta;
    return anyrt__op_run(&gemm_info, "gemm", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- add */
static const anyrt__op_tensor_rule_t add_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t add_info = {
    "add", ANYRT_OP_ADD, ANYRT_SLOT_OP_ADD, 0x87060u, -1,
    3, add_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_add,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&add_info, "create_add_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&add_info, "add", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sub */
static const anyrt__op_tensor_rule_t sub_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sub_info = {
    "sub", ANYRT_OP_SUB, ANYRT_SLOT_OP_SUB, 0x87060u, -1,
    3, sub_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sub,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_sub_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&sub_info, "create_sub_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sub(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&sub_info, "sub", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- mul */
static const anyrt__op_tensor_rule_t mul_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t mul_info = {
    "mul", ANYRT_OP_MUL, ANYRT_SLOT_OP_MUL, 0x87060u, -1,
    3, mul_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_mul,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&mul_info, "create_mul_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&mul_info, "mul", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- relu */
static const anyrt__op_tensor_rule_t relu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t relu_info = {
    "relu", ANYRT_OP_RELU, ANYRT_SLOT_OP_RELU, 0x87060u, -1,
    2, relu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_relu,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&relu_info, "create_relu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&relu_info, "relu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- silu */
static const anyrt__op_tensor_rule_t silu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t silu_info = {
    "silu", ANYRT_OP_SILU, ANYRT_SLOT_OP_SILU, 0x87000u, -1,
    2, silu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_silu,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_silu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&silu_info, "create_silu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_silu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&silu_info, "silu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sigmoid */
static const anyrt__op_tensor_rule_t sigmoid_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sigmoid_info = {
    "sigmoid", ANYRT_OP_SIGMOID, ANYRT_SLOT_OP_SIGMOID, 0x87000u, -1,
    2, sigmoid_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sigmoid,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_sigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sigmoid_info, "create_sigmoid_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sigmoid_info, "sigmoid", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- swiglu */
static const anyrt__op_tensor_rule_t swiglu_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t swiglu_info = {
    "swiglu", ANYRT_OP_SWIGLU, ANYRT_SLOT_OP_SWIGLU, 0x87000u, -1,
    3, swiglu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_swiglu,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_swiglu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&swiglu_info, "create_swiglu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_swiglu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&swiglu_info, "swiglu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- rms_norm */
static const anyrt__op_tensor_rule_t rms_norm_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"w", 0, 0, 1, {{0, 0, 1, 0}}, 0x87000u, 0, 0, 0, 0, -1},
};
static const char* const rms_norm_symbols[] = {"d"};
static const anyrt__op_attr_rule_t rms_norm_attrs[] = {
    {"epsilon", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_rms_norm_attrs_t, epsilon), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t rms_norm_info = {
    "rms_norm", ANYRT_OP_RMS_NORM, ANYRT_SLOT_OP_RMS_NORM, 0x87000u, -1,
    3, rms_norm_tensors,
    1, rms_norm_symbols,
    1, rms_norm_attrs, sizeof(anyrt_rms_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_rms_norm,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon) {
    const anyrt_tensor_desc_t tensors[] = {y, x, w};
    anyrt_rms_norm_attrs_t attrs = {0};
    attrs.epsilon = epsilon;
    return anyrt__op_create(&rms_norm_info, "create_rms_norm_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)w};
    anyrt_rms_norm_attrs_t attrs = {0};
    return anyrt__op_run(&rms_norm_info, "rms_norm", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- softmax */
static const anyrt__op_tensor_rule_t softmax_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t softmax_attrs[] = {
    {"axis", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_softmax_attrs_t, axis), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t softmax_info = {
    "softmax", ANYRT_OP_SOFTMAX, ANYRT_SLOT_OP_SOFTMAX, 0x87000u, -1,
    2, softmax_tensors,
    0, NULL,
    1, softmax_attrs, sizeof(anyrt_softmax_attrs_t),
    0, NULL,
    anyrt__impl_op_softmax,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int axis) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_softmax_attrs_t attrs = {0};
    attrs.axis = axis;
    return anyrt__op_create(&softmax_info, "create_softmax_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_softmax_attrs_t attrs = {0};
    return anyrt__op_run(&softmax_info, "softmax", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- causal_softmax */
static const anyrt__op_tensor_rule_t causal_softmax_tensors[] = {
    {"y", 1, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const causal_softmax_symbols[] = {"s", "t"};
static const anyrt__op_require_t causal_softmax_require[] = {{1, 0, 0, -1}};

static const anyrt__op_info_t causal_softmax_info = {
    "causal_softmax", ANYRT_OP_CAUSAL_SOFTMAX, ANYRT_SLOT_OP_CAUSAL_SOFTMAX, 0x87000u, -1,
    2, causal_softmax_tensors,
    2, causal_softmax_symbols,
    0, NULL, 0,
    1, causal_softmax_require,
    anyrt__impl_op_causal_softmax,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_causal_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&causal_softmax_info, "create_causal_softmax_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_causal_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&causal_softmax_info, "causal_softmax", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- rope */
static const anyrt__op_tensor_rule_t rope_tensors[] = {
    {"y", 1, 1, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"pos_ids", 0, 1, 1, {{0, 0, 1, 0}}, 0x660u, 0, 0, 0, 0, -1},
    {"sin_table", 0, 0, 2, {{3, 0, 1, 0}, {2, 0, 2, 0}}, 0u, 0, 0, 0, 0, -1},
    {"cos_table", 0, 0, 2, {{3, 0, 1, 0}, {2, 0, 2, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const rope_symbols[] = {"s", "h", "d", "p"};
static const anyrt__op_attr_rule_t rope_attrs[] = {
    {"algo", ANYRT__OP_ATTR_ENUM, 1, offsetof(anyrt_rope_attrs_t, algo), -INFINITY, INFINITY, -1, anyrt__valid_rope_algo, -1, 0, 0, NULL},
};

static const anyrt__op_info_t rope_info = {
    "rope", ANYRT_OP_ROPE, ANYRT_SLOT_OP_ROPE, 0x87000u, 1,
    5, rope_tensors,
    4, rope_symbols,
    1, rope_attrs, sizeof(anyrt_rope_attrs_t),
    0, NULL,
    anyrt__impl_op_rope,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_rope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t pos_ids, anyrt_tensor_desc_t sin_table, anyrt_tensor_desc_t cos_table, anyrt_rope_algo_t algo) {
    const anyrt_tensor_desc_t tensors[] = {y, x, pos_ids, sin_table, cos_table};
    anyrt_rope_attrs_t attrs = {0};
    attrs.algo = algo;
    return anyrt__op_create(&rope_info, "create_rope_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_rope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* pos_ids, const void* sin_table, const void* cos_table, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)pos_ids, (void*)sin_table, (void*)cos_table};
    anyrt_rope_attrs_t attrs = {0};
    return anyrt__op_run(&rope_info, "rope", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- rearrange */
static const anyrt__op_tensor_rule_t rearrange_tensors[] = {
    {"dst", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"src", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t rearrange_info = {
    "rearrange", ANYRT_OP_REARRANGE, ANYRT_SLOT_OP_REARRANGE, 0x877feu, -1,
    2, rearrange_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_rearrange,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_rearrange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dst, anyrt_tensor_desc_t src) {
    const anyrt_tensor_desc_t tensors[] = {dst, src};
    return anyrt__op_create(&rearrange_info, "create_rearrange_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_rearrange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dst, const void* src, anyrt_stream_t stream) {
    void* const data[] = {dst, (void*)src};
    return anyrt__op_run(&rearrange_info, "rearrange", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- random_sample */
static const anyrt__op_tensor_rule_t random_sample_tensors[] = {
    {"result", 1, 0, 0, {{-1, 0, 1, 0}}, 0x660u, 0, 0, 0, 0, -1},
    {"probs", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 1, 0, 0, 0, -1},
};
static const char* const random_sample_symbols[] = {"n"};
static const anyrt__op_attr_rule_t random_sample_attrs[] = {
    {"random_val", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, random_val), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL},
    {"topp", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, topp), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL},
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_random_sample_attrs_t, topk), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"temperature", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, temperature), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t random_sample_info = {
    "random_sample", ANYRT_OP_RANDOM_SAMPLE, ANYRT_SLOT_OP_RANDOM_SAMPLE, 0x87000u, -1,
    2, random_sample_tensors,
    1, random_sample_symbols,
    4, random_sample_attrs, sizeof(anyrt_random_sample_attrs_t),
    0, NULL,
    anyrt__impl_op_random_sample,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_random_sample_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs) {
    const anyrt_tensor_desc_t tensors[] = {result, probs};
    anyrt_random_sample_attrs_t attrs = {0};
    return anyrt__op_create(&random_sample_info, "create_random_sample_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_random_sample(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, float random_val, float topp, int topk, float temperature, anyrt_stream_t stream) {
    void* const data[] = {result, (void*)probs};
    anyrt_random_sample_attrs_t attrs = {0};
    attrs.random_val = random_val;
    attrs.topp = topp;
    attrs.topk = topk;
    attrs.temperature = temperature;
    return anyrt__op_run(&random_sample_info, "random_sample", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- zeros */
static const anyrt__op_tensor_rule_t zeros_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 1, 0, 0, -1},
};

static const anyrt__op_info_t zeros_info = {
    "zeros", ANYRT_OP_ZEROS, ANYRT_SLOT_OP_ZEROS, 0x877feu, -1,
    2, zeros_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_zeros,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_zeros_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&zeros_info, "create_zeros_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_zeros(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&zeros_info, "zeros", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- ones */
static const anyrt__op_tensor_rule_t ones_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 1, 0, 0, -1},
};

static const anyrt__op_info_t ones_info = {
    "ones", ANYRT_OP_ONES, ANYRT_SLOT_OP_ONES, 0x877feu, -1,
    2, ones_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_ones,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_ones_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&ones_info, "create_ones_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_ones(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&ones_info, "ones", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- add_rms_norm */
static const anyrt__op_tensor_rule_t add_rms_norm_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"residual_out", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{0, 0, 1, 0}}, 0x87000u, 0, 0, 0, 0, -1},
};
static const char* const add_rms_norm_symbols[] = {"d"};
static const anyrt__op_attr_rule_t add_rms_norm_attrs[] = {
    {"epsilon", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_add_rms_norm_attrs_t, epsilon), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t add_rms_norm_info = {
    "add_rms_norm", ANYRT_OP_ADD_RMS_NORM, ANYRT_SLOT_OP_ADD_RMS_NORM, 0x87000u, -1,
    5, add_rms_norm_tensors,
    1, add_rms_norm_symbols,
    1, add_rms_norm_attrs, sizeof(anyrt_add_rms_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_add_rms_norm,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_add_rms_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t residual_out, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b, anyrt_tensor_desc_t weight, float epsilon) {
    const anyrt_tensor_desc_t tensors[] = {y, residual_out, a, b, weight};
    anyrt_add_rms_norm_attrs_t attrs = {0};
    attrs.epsilon = epsilon;
    return anyrt__op_create(&add_rms_norm_info, "create_add_rms_norm_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_add_rms_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* residual_out, const void* a, const void* b, const void* weight, anyrt_stream_t stream) {
    void* const data[] = {y, residual_out, (void*)a, (void*)b, (void*)weight};
    anyrt_add_rms_norm_attrs_t attrs = {0};
    return anyrt__op_run(&add_rms_norm_info, "add_rms_norm", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- cross_entropy */
static const anyrt__op_tensor_rule_t cross_entropy_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"target", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const cross_entropy_symbols[] = {"v"};

static const anyrt__op_info_t cross_entropy_info = {
    "cross_entropy", ANYRT_OP_CROSS_ENTROPY, ANYRT_SLOT_OP_CROSS_ENTROPY, 0x87000u, -1,
    3, cross_entropy_tensors,
    1, cross_entropy_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_cross_entropy,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_cross_entropy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target) {
    const anyrt_tensor_desc_t tensors[] = {y, x, target};
    return anyrt__op_create(&cross_entropy_info, "create_cross_entropy_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_cross_entropy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)target};
    return anyrt__op_run(&cross_entropy_info, "cross_entropy", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- topksoftmax */
static const anyrt__op_tensor_rule_t topksoftmax_tensors[] = {
    {"values", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x2000u, 1, 0, 1, 0, -1},
    {"indices", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x20u, 1, 0, 1, 0, -1},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const topksoftmax_symbols[] = {"n", "topk", "e"};
static const anyrt__op_attr_rule_t topksoftmax_attrs[] = {
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topksoftmax_attrs_t, topk), 1.0, INFINITY, -1, NULL, 1, 0, 0, NULL},
    {"norm", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topksoftmax_attrs_t, norm), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};
static const anyrt__op_require_t topksoftmax_require[] = {{1, 2, 2, -1}};

static const anyrt__op_info_t topksoftmax_info = {
    "topksoftmax", ANYRT_OP_TOPKSOFTMAX, ANYRT_SLOT_OP_TOPKSOFTMAX, 0x87000u, -1,
    3, topksoftmax_tensors,
    3, topksoftmax_symbols,
    2, topksoftmax_attrs, sizeof(anyrt_topksoftmax_attrs_t),
    1, topksoftmax_require,
    anyrt__impl_op_topksoftmax,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_topksoftmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {values, indices, x};
    anyrt_topksoftmax_attrs_t attrs = {0};
    return anyrt__op_create(&topksoftmax_info, "create_topksoftmax_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_topksoftmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, int topk, int norm, anyrt_stream_t stream) {
    void* const data[] = {values, indices, (void*)x};
    anyrt_topksoftmax_attrs_t attrs = {0};
    attrs.topk = topk;
    attrs.norm = norm;
    return anyrt__op_run(&topksoftmax_info, "topksoftmax", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- topkrouter */
static const anyrt__op_tensor_rule_t topkrouter_tensors[] = {
    {"values", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x2000u, 1, 0, 1, 0, -1},
    {"indices", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x20u, 1, 0, 1, 0, -1},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {-1, 256, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"correction_bias", 0, 0, 1, {{-1, 256, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
};
static const char* const topkrouter_symbols[] = {"n", "topk"};
static const anyrt__op_attr_rule_t topkrouter_attrs[] = {
    {"routed_scaling_factor", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_topkrouter_attrs_t, routed_scaling_factor), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topkrouter_attrs_t, topk), 1.0, 256.0, -1, NULL, 1, 0, 0, NULL},
};

static const anyrt__op_info_t topkrouter_info = {
    "topkrouter", ANYRT_OP_TOPKROUTER, ANYRT_SLOT_OP_TOPKROUTER, 0x87000u, -1,
    4, topkrouter_tensors,
    2, topkrouter_symbols,
    2, topkrouter_attrs, sizeof(anyrt_topkrouter_attrs_t),
    0, NULL,
    anyrt__impl_op_topkrouter,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_topkrouter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, anyrt_tensor_desc_t correction_bias) {
    const anyrt_tensor_desc_t tensors[] = {values, indices, x, correction_bias};
    anyrt_topkrouter_attrs_t attrs = {0};
    return anyrt__op_create(&topkrouter_info, "create_topkrouter_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_topkrouter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, const void* correction_bias, float routed_scaling_factor, int topk, anyrt_stream_t stream) {
    void* const data[] = {values, indices, (void*)x, (void*)correction_bias};
    anyrt_topkrouter_attrs_t attrs = {0};
    attrs.routed_scaling_factor = routed_scaling_factor;
    attrs.topk = topk;
    return anyrt__op_run(&topkrouter_info, "topkrouter", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- mrope */
static const anyrt__op_tensor_rule_t mrope_tensors[] = {
    {"q_out", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k_out", 1, 0, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"q", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k", 0, 0, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"cos", 0, 0, 2, {{3, 0, 1, 0}, {4, 0, 2, 0}}, 0u, 0, 0, 0, 0, -1},
    {"sin", 0, 0, 2, {{3, 0, 1, 0}, {4, 0, 2, 0}}, 0u, 0, 0, 0, 0, -1},
    {"positions", 0, 0, 2, {{-1, 3, 1, 0}, {0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const mrope_symbols[] = {"n", "qd", "kd", "p", "rotary_dim", "head_size"};
static const anyrt__op_attr_rule_t mrope_attrs[] = {
    {"head_size", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, head_size), 1.0, INFINITY, -1, NULL, 5, 0, 0, NULL},
    {"rotary_dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, rotary_dim), 2.0, INFINITY, -1, NULL, 4, 0, 0, NULL},
    {"section_t", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_t), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"section_h", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_h), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"section_w", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_w), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"interleaved", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, interleaved), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL},
};
static const anyrt__op_require_t mrope_require[] = {{1, 5, 5, -1}, {2, 5, 5, -1}, {4, 2, 5, -1}};

static const anyrt__op_info_t mrope_info = {
    "mrope", ANYRT_OP_MROPE, ANYRT_SLOT_OP_MROPE, 0x87000u, -1,
    7, mrope_tensors,
    6, mrope_symbols,
    6, mrope_attrs, sizeof(anyrt_mrope_attrs_t),
    3, mrope_require,
    anyrt__impl_op_mrope,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_mrope_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t q_out, anyrt_tensor_desc_t k_out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t cos, anyrt_tensor_desc_t sin, anyrt_tensor_desc_t positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, int interleaved) {
    const anyrt_tensor_desc_t tensors[] = {q_out, k_out, q, k, cos, sin, positions};
    anyrt_mrope_attrs_t attrs = {0};
    attrs.head_size = head_size;
    attrs.rotary_dim = rotary_dim;
    attrs.section_t = section_t;
    attrs.section_h = section_h;
    attrs.section_w = section_w;
    attrs.interleaved = interleaved;
    return anyrt__op_create(&mrope_info, "create_mrope_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_mrope(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* q_out, void* k_out, const void* q, const void* k, const void* cos, const void* sin, const void* positions, anyrt_stream_t stream) {
    void* const data[] = {q_out, k_out, (void*)q, (void*)k, (void*)cos, (void*)sin, (void*)positions};
    anyrt_mrope_attrs_t attrs = {0};
    return anyrt__op_run(&mrope_info, "mrope", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- per_tensor_quant_int8 */
static const anyrt__op_tensor_rule_t per_tensor_quant_int8_tensors[] = {
    {"x_packed", 1, 1, 0, {{-1, 0, 1, 0}}, 0x8u, 0, 0, 0, 0, -1},
    {"x_scale", 1, 0, 1, {{-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
    {"x_zero", 1, 0, 1, {{-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 1, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t per_tensor_quant_int8_attrs[] = {
    {"is_static", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_per_tensor_quant_int8_attrs_t, is_static), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t per_tensor_quant_int8_info = {
    "per_tensor_quant_int8", ANYRT_OP_PER_TENSOR_QUANT_INT8, ANYRT_SLOT_OP_PER_TENSOR_QUANT_INT8, 0x83000u, -1,
    4, per_tensor_quant_int8_tensors,
    0, NULL,
    1, per_tensor_quant_int8_attrs, sizeof(anyrt_per_tensor_quant_int8_attrs_t),
    0, NULL,
    anyrt__impl_op_per_tensor_quant_int8,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_per_tensor_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {x_packed, x_scale, x_zero, x};
    anyrt_per_tensor_quant_int8_attrs_t attrs = {0};
    return anyrt__op_create(&per_tensor_quant_int8_info, "create_per_tensor_quant_int8_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_per_tensor_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, bool is_static, anyrt_stream_t stream) {
    void* const data[] = {x_packed, x_scale, x_zero, (void*)x};
    anyrt_per_tensor_quant_int8_attrs_t attrs = {0};
    attrs.is_static = is_static;
    return anyrt__op_run(&per_tensor_quant_int8_info, "per_tensor_quant_int8", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- per_tensor_dequant_int8 */
static const anyrt__op_tensor_rule_t per_tensor_dequant_int8_tensors[] = {
    {"x", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x_packed", 0, 1, 0, {{-1, 0, 1, 0}}, 0x8u, 0, 0, 0, 0, -1},
    {"x_scale", 0, 0, 1, {{-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
    {"x_zero", 0, 0, 1, {{-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 1, -1},
};

static const anyrt__op_info_t per_tensor_dequant_int8_info = {
    "per_tensor_dequant_int8", ANYRT_OP_PER_TENSOR_DEQUANT_INT8, ANYRT_SLOT_OP_PER_TENSOR_DEQUANT_INT8, 0x83000u, -1,
    4, per_tensor_dequant_int8_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_per_tensor_dequant_int8,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_per_tensor_dequant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero) {
    const anyrt_tensor_desc_t tensors[] = {x, x_packed, x_scale, x_zero};
    return anyrt__op_create(&per_tensor_dequant_int8_info, "create_per_tensor_dequant_int8_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_per_tensor_dequant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x, const void* x_packed, const void* x_scale, const void* x_zero, anyrt_stream_t stream) {
    void* const data[] = {x, (void*)x_packed, (void*)x_scale, (void*)x_zero};
    return anyrt__op_run(&per_tensor_dequant_int8_info, "per_tensor_dequant_int8", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- per_channel_quant_int8 */
static const anyrt__op_tensor_rule_t per_channel_quant_int8_tensors[] = {
    {"x_packed", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x8u, 0, 0, 0, 0, -1},
    {"x_scale", 1, 0, 2, {{0, 0, 1, 0}, {-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
    {"x_zero", 1, 0, 2, {{0, 0, 1, 0}, {-1, 1, 1, 0}}, 0x2000u, 0, 0, 0, 1, -1},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const per_channel_quant_int8_symbols[] = {"m", "k"};

static const anyrt__op_info_t per_channel_quant_int8_info = {
    "per_channel_quant_int8", ANYRT_OP_PER_CHANNEL_QUANT_INT8, ANYRT_SLOT_OP_PER_CHANNEL_QUANT_INT8, 0x83000u, -1,
    4, per_channel_quant_int8_tensors,
    2, per_channel_quant_int8_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_per_channel_quant_int8,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_per_channel_quant_int8_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t x_packed, anyrt_tensor_desc_t x_scale, anyrt_tensor_desc_t x_zero, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {x_packed, x_scale, x_zero, x};
    return anyrt__op_create(&per_channel_quant_int8_info, "create_per_channel_quant_int8_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_per_channel_quant_int8(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* x_packed, void* x_scale, void* x_zero, const void* x, anyrt_stream_t stream) {
    void* const data[] = {x_packed, x_scale, x_zero, (void*)x};
    return anyrt__op_run(&per_channel_quant_int8_info, "per_channel_quant_int8", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- dequantize_awq */
static const anyrt__op_tensor_rule_t dequantize_awq_tensors[] = {
    {"out", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"qweight", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 8, 0}}, 0x20u, 0, 0, 0, 0, -1},
    {"scales", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"zeros", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 8, 0}}, 0x20u, 0, 0, 0, 0, -1},
};
static const char* const dequantize_awq_symbols[] = {"k", "n", "g"};
static const anyrt__op_require_t dequantize_awq_require[] = {{0, 5, 2, -1}};

static const anyrt__op_info_t dequantize_awq_info = {
    "dequantize_awq", ANYRT_OP_DEQUANTIZE_AWQ, ANYRT_SLOT_OP_DEQUANTIZE_AWQ, 0x83000u, -1,
    4, dequantize_awq_tensors,
    3, dequantize_awq_symbols,
    0, NULL, 0,
    1, dequantize_awq_require,
    anyrt__impl_op_dequantize_awq,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_dequantize_awq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros) {
    const anyrt_tensor_desc_t tensors[] = {out, qweight, scales, zeros};
    return anyrt__op_create(&dequantize_awq_info, "create_dequantize_awq_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_dequantize_awq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)qweight, (void*)scales, (void*)zeros};
    return anyrt__op_run(&dequantize_awq_info, "dequantize_awq", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- dequantize_gptq */
static const anyrt__op_tensor_rule_t dequantize_gptq_tensors[] = {
    {"out", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"qweight", 0, 0, 2, {{0, 0, -8, 0}, {1, 0, 1, 0}}, 0x20u, 0, 0, 0, 0, -1},
    {"scales", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"zeros", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, -8, 0}}, 0x20u, 0, 0, 0, 0, -1},
    {"g_idx", 0, 0, 1, {{0, 0, 1, 0}}, 0x20u, 0, 0, 0, 0, -1},
};
static const char* const dequantize_gptq_symbols[] = {"k", "n", "g"};

static const anyrt__op_info_t dequantize_gptq_info = {
    "dequantize_gptq", ANYRT_OP_DEQUANTIZE_GPTQ, ANYRT_SLOT_OP_DEQUANTIZE_GPTQ, 0x83000u, -1,
    5, dequantize_gptq_tensors,
    3, dequantize_gptq_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_dequantize_gptq,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_dequantize_gptq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t qweight, anyrt_tensor_desc_t scales, anyrt_tensor_desc_t zeros, anyrt_tensor_desc_t g_idx) {
    const anyrt_tensor_desc_t tensors[] = {out, qweight, scales, zeros, g_idx};
    return anyrt__op_create(&dequantize_gptq_info, "create_dequantize_gptq_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_dequantize_gptq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* qweight, const void* scales, const void* zeros, const void* g_idx, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)qweight, (void*)scales, (void*)zeros, (void*)g_idx};
    return anyrt__op_run(&dequantize_gptq_info, "dequantize_gptq", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- kv_caching */
static const anyrt__op_tensor_rule_t kv_caching_tensors[] = {
    {"k_cache", 1, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v_cache", 1, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k", 0, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {4, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v", 0, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {4, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"past_kv_lengths", 0, 0, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const kv_caching_symbols[] = {"b", "h", "l", "d", "s"};
static const anyrt__op_require_t kv_caching_require[] = {{2, 0, 4, -1}};

static const anyrt__op_info_t kv_caching_info = {
    "kv_caching", ANYRT_OP_KV_CACHING, ANYRT_SLOT_OP_KV_CACHING, 0x83000u, -1,
    5, kv_caching_tensors,
    5, kv_caching_symbols,
    0, NULL, 0,
    1, kv_caching_require,
    anyrt__impl_op_kv_caching,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_kv_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t past_kv_lengths) {
    const anyrt_tensor_desc_t tensors[] = {k_cache, v_cache, k, v, past_kv_lengths};
    return anyrt__op_create(&kv_caching_info, "create_kv_caching_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_kv_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* past_kv_lengths, anyrt_stream_t stream) {
    void* const data[] = {k_cache, v_cache, (void*)k, (void*)v, (void*)past_kv_lengths};
    return anyrt__op_run(&kv_caching_info, "kv_caching", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- paged_caching */
static const anyrt__op_tensor_rule_t paged_caching_tensors[] = {
    {"k_cache", 1, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v_cache", 1, 0, 4, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}, {4, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k", 0, 0, 3, {{5, 0, 1, 0}, {1, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v", 0, 0, 3, {{5, 0, 1, 0}, {1, 0, 1, 0}, {4, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"slot_mapping", 0, 0, 1, {{5, 0, 1, 0}}, 0x40u, 0, 0, 0, 0, -1},
};
static const char* const paged_caching_symbols[] = {"nb", "h", "bs", "dk", "dv", "t"};

static const anyrt__op_info_t paged_caching_info = {
    "paged_caching", ANYRT_OP_PAGED_CACHING, ANYRT_SLOT_OP_PAGED_CACHING, 0x83000u, -1,
    5, paged_caching_tensors,
    6, paged_caching_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_paged_caching,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_paged_caching_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t slot_mapping) {
    const anyrt_tensor_desc_t tensors[] = {k_cache, v_cache, k, v, slot_mapping};
    return anyrt__op_create(&paged_caching_info, "create_paged_caching_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_paged_caching(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* slot_mapping, anyrt_stream_t stream) {
    void* const data[] = {k_cache, v_cache, (void*)k, (void*)v, (void*)slot_mapping};
    return anyrt__op_run(&paged_caching_info, "paged_caching", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- paged_attention */
static const anyrt__op_tensor_rule_t paged_attention_tensors[] = {
    {"out", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"q", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k_cache", 0, 0, 4, {{4, 0, 1, 0}, {5, 0, 1, 0}, {6, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v_cache", 0, 0, 4, {{4, 0, 1, 0}, {5, 0, 1, 0}, {6, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"block_tables", 0, 0, 2, {{0, 0, 1, 0}, {7, 0, 1, 0}}, 0x260u, 0, 0, 0, 0, -1},
    {"seq_lens", 0, 0, 1, {{0, 0, 1, 0}}, 0x260u, 0, 0, 0, 0, -1},
    {"alibi_slopes", 0, 0, 1, {{1, 0, 1, 0}}, 0x2000u, 0, 0, 0, 1, -1},
};
static const char* const paged_attention_symbols[] = {"n", "hq", "dv", "dk", "nb", "hkv", "bs", "mb"};
static const anyrt__op_attr_rule_t paged_attention_attrs[] = {
    {"scale", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_paged_attention_attrs_t, scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};
static const anyrt__op_require_t paged_attention_require[] = {{1, 5, 5, -1}};

static const anyrt__op_info_t paged_attention_info = {
    "paged_attention", ANYRT_OP_PAGED_ATTENTION, ANYRT_SLOT_OP_PAGED_ATTENTION, 0x83000u, -1,
    7, paged_attention_tensors,
    8, paged_attention_symbols,
    1, paged_attention_attrs, sizeof(anyrt_paged_attention_attrs_t),
    1, paged_attention_require,
    anyrt__impl_op_paged_attention,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_paged_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t alibi_slopes, float scale) {
    const anyrt_tensor_desc_t tensors[] = {out, q, k_cache, v_cache, block_tables, seq_lens, alibi_slopes};
    anyrt_paged_attention_attrs_t attrs = {0};
    attrs.scale = scale;
    return anyrt__op_create(&paged_attention_info, "create_paged_attention_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_paged_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* alibi_slopes, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)q, (void*)k_cache, (void*)v_cache, (void*)block_tables, (void*)seq_lens, (void*)alibi_slopes};
    anyrt_paged_attention_attrs_t attrs = {0};
    return anyrt__op_run(&paged_attention_info, "paged_attention", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- paged_attention_prefill */
static const anyrt__op_tensor_rule_t paged_attention_prefill_tensors[] = {
    {"out", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"q", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k_cache", 0, 0, 4, {{4, 0, 1, 0}, {5, 0, 1, 0}, {6, 0, 1, 0}, {3, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v_cache", 0, 0, 4, {{4, 0, 1, 0}, {5, 0, 1, 0}, {6, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"block_tables", 0, 0, 2, {{7, 0, 1, 0}, {8, 0, 1, 0}}, 0x260u, 0, 0, 0, 0, -1},
    {"seq_lens", 0, 0, 1, {{7, 0, 1, 0}}, 0x260u, 0, 0, 0, 0, -1},
    {"cum_seq_lens_q", 0, 0, 1, {{7, 0, 1, 1}}, 0x260u, 0, 0, 0, 0, -1},
    {"alibi_slopes", 0, 0, 1, {{1, 0, 1, 0}}, 0x2000u, 0, 0, 0, 1, -1},
};
static const char* const paged_attention_prefill_symbols[] = {"t", "hq", "dv", "dk", "nb", "hkv", "bs", "n", "mb"};
static const anyrt__op_attr_rule_t paged_attention_prefill_attrs[] = {
    {"scale", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_paged_attention_prefill_attrs_t, scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};
static const anyrt__op_require_t paged_attention_prefill_require[] = {{1, 5, 5, -1}};

static const anyrt__op_info_t paged_attention_prefill_info = {
    "paged_attention_prefill", ANYRT_OP_PAGED_ATTENTION_PREFILL, ANYRT_SLOT_OP_PAGED_ATTENTION_PREFILL, 0x83000u, -1,
    8, paged_attention_prefill_tensors,
    9, paged_attention_prefill_symbols,
    1, paged_attention_prefill_attrs, sizeof(anyrt_paged_attention_prefill_attrs_t),
    1, paged_attention_prefill_require,
    anyrt__impl_op_paged_attention_prefill,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_paged_attention_prefill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, anyrt_tensor_desc_t block_tables, anyrt_tensor_desc_t seq_lens, anyrt_tensor_desc_t cum_seq_lens_q, anyrt_tensor_desc_t alibi_slopes, float scale) {
    const anyrt_tensor_desc_t tensors[] = {out, q, k_cache, v_cache, block_tables, seq_lens, cum_seq_lens_q, alibi_slopes};
    anyrt_paged_attention_prefill_attrs_t attrs = {0};
    attrs.scale = scale;
    return anyrt__op_create(&paged_attention_prefill_info, "create_paged_attention_prefill_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_paged_attention_prefill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* cum_seq_lens_q, const void* alibi_slopes, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)q, (void*)k_cache, (void*)v_cache, (void*)block_tables, (void*)seq_lens, (void*)cum_seq_lens_q, (void*)alibi_slopes};
    anyrt_paged_attention_prefill_attrs_t attrs = {0};
    return anyrt__op_run(&paged_attention_prefill_info, "paged_attention_prefill", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- attention */
static const anyrt__op_tensor_rule_t attention_tensors[] = {
    {"out", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"q", 0, 0, 3, {{1, 0, 1, 0}, {0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k", 0, 0, 3, {{3, 0, 1, 0}, {0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v", 0, 0, 3, {{3, 0, 1, 0}, {0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"k_cache", 1, 0, 3, {{3, 0, 1, 0}, {4, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"v_cache", 1, 0, 3, {{3, 0, 1, 0}, {4, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const attention_symbols[] = {"s", "hq", "d", "hkv", "l", "pos"};
static const anyrt__op_attr_rule_t attention_attrs[] = {
    {"pos", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_attention_attrs_t, pos), 0.0, INFINITY, -1, NULL, 5, 0, 0, NULL},
};
static const anyrt__op_require_t attention_require[] = {{4, 0, 0, -1}, {4, 0, 5, 0}, {1, 5, 3, -1}};

static const anyrt__op_info_t attention_info = {
    "attention", ANYRT_OP_ATTENTION, ANYRT_SLOT_OP_ATTENTION, 0x83000u, -1,
    6, attention_tensors,
    6, attention_symbols,
    1, attention_attrs, sizeof(anyrt_attention_attrs_t),
    3, attention_require,
    anyrt__impl_op_attention,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_attention_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t q, anyrt_tensor_desc_t k, anyrt_tensor_desc_t v, anyrt_tensor_desc_t k_cache, anyrt_tensor_desc_t v_cache, int pos) {
    const anyrt_tensor_desc_t tensors[] = {out, q, k, v, k_cache, v_cache};
    anyrt_attention_attrs_t attrs = {0};
    attrs.pos = pos;
    return anyrt__op_create(&attention_info, "create_attention_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_attention(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k, const void* v, void* k_cache, void* v_cache, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)q, (void*)k, (void*)v, k_cache, v_cache};
    anyrt_attention_attrs_t attrs = {0};
    return anyrt__op_run(&attention_info, "attention", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- random_sample_batch */
static const anyrt__op_tensor_rule_t random_sample_batch_tensors[] = {
    {"result", 1, 0, 1, {{0, 0, 1, 0}}, 0x660u, 0, 0, 0, 0, -1},
    {"probs", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 1, 0, 0, 0, -1},
    {"random_val", 0, 0, 1, {{0, 0, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
    {"topp", 0, 0, 1, {{0, 0, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
    {"topk", 0, 0, 1, {{0, 0, 1, 0}}, 0x20u, 0, 0, 0, 0, -1},
    {"temperature", 0, 0, 1, {{0, 0, 1, 0}}, 0x2000u, 0, 0, 0, 0, -1},
};
static const char* const random_sample_batch_symbols[] = {"b", "n"};

static const anyrt__op_info_t random_sample_batch_info = {
    "random_sample_batch", ANYRT_OP_RANDOM_SAMPLE_BATCH, ANYRT_SLOT_OP_RANDOM_SAMPLE_BATCH, 0x87000u, -1,
    6, random_sample_batch_tensors,
    2, random_sample_batch_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_random_sample_batch,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_random_sample_batch_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t result, anyrt_tensor_desc_t probs, anyrt_tensor_desc_t random_val, anyrt_tensor_desc_t topp, anyrt_tensor_desc_t topk, anyrt_tensor_desc_t temperature) {
    const anyrt_tensor_desc_t tensors[] = {result, probs, random_val, topp, topk, temperature};
    return anyrt__op_create(&random_sample_batch_info, "create_random_sample_batch_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_random_sample_batch(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* result, const void* probs, const void* random_val, const void* topp, const void* topk, const void* temperature, anyrt_stream_t stream) {
    void* const data[] = {result, (void*)probs, (void*)random_val, (void*)topp, (void*)topk, (void*)temperature};
    return anyrt__op_run(&random_sample_batch_info, "random_sample_batch", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- silu_and_mul */
static const anyrt__op_tensor_rule_t silu_and_mul_tensors[] = {
    {"output", 1, 1, 1, {{0, 0, 2, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const silu_and_mul_symbols[] = {"d"};

static const anyrt__op_info_t silu_and_mul_info = {
    "silu_and_mul", ANYRT_OP_SILU_AND_MUL, ANYRT_SLOT_OP_SILU_AND_MUL, 0x87000u, -1,
    2, silu_and_mul_tensors,
    1, silu_and_mul_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_silu_and_mul,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_silu_and_mul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    return anyrt__op_create(&silu_and_mul_info, "create_silu_and_mul_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_silu_and_mul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    return anyrt__op_run(&silu_and_mul_info, "silu_and_mul", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- embedding */
static const anyrt__op_tensor_rule_t embedding_tensors[] = {
    {"output", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 2, {{1, 0, 1, 0}, {0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const embedding_symbols[] = {"d", "v"};

static const anyrt__op_info_t embedding_info = {
    "embedding", ANYRT_OP_EMBEDDING, ANYRT_SLOT_OP_EMBEDDING, 0x87000u, -1,
    3, embedding_tensors,
    2, embedding_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_embedding,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_embedding_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight) {
    const anyrt_tensor_desc_t tensors[] = {output, input, weight};
    return anyrt__op_create(&embedding_info, "create_embedding_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_embedding(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* weight, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input, (void*)weight};
    return anyrt__op_run(&embedding_info, "embedding", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- gelu */
static const anyrt__op_tensor_rule_t gelu_tensors[] = {
    {"output", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t gelu_info = {
    "gelu", ANYRT_OP_GELU, ANYRT_SLOT_OP_GELU, 0x87000u, -1,
    2, gelu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gelu,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_gelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    return anyrt__op_create(&gelu_info, "create_gelu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    return anyrt__op_run(&gelu_info, "gelu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- gelutanh */
static const anyrt__op_tensor_rule_t gelutanh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t gelutanh_info = {
    "gelutanh", ANYRT_OP_GELUTANH, ANYRT_SLOT_OP_GELUTANH, 0x87000u, -1,
    2, gelutanh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gelutanh,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_gelutanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&gelutanh_info, "create_gelutanh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gelutanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&gelutanh_info, "gelutanh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- quickgelu */
static const anyrt__op_tensor_rule_t quickgelu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t quickgelu_info = {
    "quickgelu", ANYRT_OP_QUICKGELU, ANYRT_SLOT_OP_QUICKGELU, 0x87000u, -1,
    2, quickgelu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_quickgelu,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_quickgelu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&quickgelu_info, "create_quickgelu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_quickgelu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&quickgelu_info, "quickgelu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- tanh */
static const anyrt__op_tensor_rule_t tanh_tensors[] = {
    {"output", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t tanh_info = {
    "tanh", ANYRT_OP_TANH, ANYRT_SLOT_OP_TANH, 0x87000u, -1,
    2, tanh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_tanh,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_tanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    return anyrt__op_create(&tanh_info, "create_tanh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_tanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    return anyrt__op_run(&tanh_info, "tanh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- erf */
static const anyrt__op_tensor_rule_t erf_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t erf_info = {
    "erf", ANYRT_OP_ERF, ANYRT_SLOT_OP_ERF, 0x87000u, -1,
    2, erf_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_erf,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_erf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&erf_info, "create_erf_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_erf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&erf_info, "erf", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- reciprocal */
static const anyrt__op_tensor_rule_t reciprocal_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t reciprocal_info = {
    "reciprocal", ANYRT_OP_RECIPROCAL, ANYRT_SLOT_OP_RECIPROCAL, 0x87000u, -1,
    2, reciprocal_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_reciprocal,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_reciprocal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&reciprocal_info, "create_reciprocal_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_reciprocal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&reciprocal_info, "reciprocal", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- hardswish */
static const anyrt__op_tensor_rule_t hardswish_tensors[] = {
    {"output", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t hardswish_info = {
    "hardswish", ANYRT_OP_HARDSWISH, ANYRT_SLOT_OP_HARDSWISH, 0x87000u, -1,
    2, hardswish_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_hardswish,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_hardswish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    return anyrt__op_create(&hardswish_info, "create_hardswish_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_hardswish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    return anyrt__op_run(&hardswish_info, "hardswish", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- softplus */
static const anyrt__op_tensor_rule_t softplus_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t softplus_attrs[] = {
    {"beta", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_softplus_attrs_t, beta), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"threshold", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_softplus_attrs_t, threshold), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t softplus_info = {
    "softplus", ANYRT_OP_SOFTPLUS, ANYRT_SLOT_OP_SOFTPLUS, 0x87000u, -1,
    2, softplus_tensors,
    0, NULL,
    2, softplus_attrs, sizeof(anyrt_softplus_attrs_t),
    0, NULL,
    anyrt__impl_op_softplus,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_softplus_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float beta, float threshold) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_softplus_attrs_t attrs = {0};
    attrs.beta = beta;
    attrs.threshold = threshold;
    return anyrt__op_create(&softplus_info, "create_softplus_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_softplus(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_softplus_attrs_t attrs = {0};
    return anyrt__op_run(&softplus_info, "softplus", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- hardtanh */
static const anyrt__op_tensor_rule_t hardtanh_tensors[] = {
    {"output", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t hardtanh_attrs[] = {
    {"min_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_hardtanh_attrs_t, min_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
    {"max_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_hardtanh_attrs_t, max_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t hardtanh_info = {
    "hardtanh", ANYRT_OP_HARDTANH, ANYRT_SLOT_OP_HARDTANH, 0x87000u, -1,
    2, hardtanh_tensors,
    0, NULL,
    2, hardtanh_attrs, sizeof(anyrt_hardtanh_attrs_t),
    0, NULL,
    anyrt__impl_op_hardtanh,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_hardtanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, float min_val, float max_val) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    anyrt_hardtanh_attrs_t attrs = {0};
    attrs.min_val = min_val;
    attrs.max_val = max_val;
    return anyrt__op_create(&hardtanh_info, "create_hardtanh_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_hardtanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    anyrt_hardtanh_attrs_t attrs = {0};
    return anyrt__op_run(&hardtanh_info, "hardtanh", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- clip */
static const anyrt__op_tensor_rule_t clip_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"min_val", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"max_val", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t clip_info = {
    "clip", ANYRT_OP_CLIP, ANYRT_SLOT_OP_CLIP, 0x87000u, -1,
    4, clip_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_clip,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_clip_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t min_val, anyrt_tensor_desc_t max_val) {
    const anyrt_tensor_desc_t tensors[] = {y, x, min_val, max_val};
    return anyrt__op_create(&clip_info, "create_clip_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_clip(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* min_val, const void* max_val, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)min_val, (void*)max_val};
    return anyrt__op_run(&clip_info, "clip", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- log_softmax */
static const anyrt__op_tensor_rule_t log_softmax_tensors[] = {
    {"output", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t log_softmax_attrs[] = {
    {"dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_log_softmax_attrs_t, dim), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t log_softmax_info = {
    "log_softmax", ANYRT_OP_LOG_SOFTMAX, ANYRT_SLOT_OP_LOG_SOFTMAX, 0x87000u, -1,
    2, log_softmax_tensors,
    0, NULL,
    1, log_softmax_attrs, sizeof(anyrt_log_softmax_attrs_t),
    0, NULL,
    anyrt__impl_op_log_softmax,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_log_softmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input, int dim) {
    const anyrt_tensor_desc_t tensors[] = {output, input};
    anyrt_log_softmax_attrs_t attrs = {0};
    attrs.dim = dim;
    return anyrt__op_create(&log_softmax_info, "create_log_softmax_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_log_softmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* input, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)input};
    anyrt_log_softmax_attrs_t attrs = {0};
    return anyrt__op_run(&log_softmax_info, "log_softmax", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- layer_norm */
static const anyrt__op_tensor_rule_t layer_norm_tensors[] = {
    {"output", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input_standardization", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input_std_deviation", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"bias", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
};
static const char* const layer_norm_symbols[] = {"d"};
static const anyrt__op_attr_rule_t layer_norm_attrs[] = {
    {"eps", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_layer_norm_attrs_t, eps), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL},
};

static const anyrt__op_info_t layer_norm_info = {
    "layer_norm", ANYRT_OP_LAYER_NORM, ANYRT_SLOT_OP_LAYER_NORM, 0x87000u, -1,
    6, layer_norm_tensors,
    1, layer_norm_symbols,
    1, layer_norm_attrs, sizeof(anyrt_layer_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_layer_norm,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_layer_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t input, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps) {
    const anyrt_tensor_desc_t tensors[] = {output, input_standardization, input_std_deviation, input, weight, bias};
    anyrt_layer_norm_attrs_t attrs = {0};
    attrs.eps = eps;
    return anyrt__op_create(&layer_norm_info, "create_layer_norm_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_layer_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, void* input_standardization, void* input_std_deviation, const void* input, const void* weight, const void* bias, anyrt_stream_t stream) {
    void* const data[] = {output, input_standardization, input_std_deviation, (void*)input, (void*)weight, (void*)bias};
    anyrt_layer_norm_attrs_t attrs = {0};
    return anyrt__op_run(&layer_norm_info, "layer_norm", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- select_last_token_hidden */
static const anyrt__op_tensor_rule_t select_last_token_hidden_tensors[] = {
    {"output", 1, 0, 3, {{-1, 1, 1, 0}, {0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"hidden_states", 0, 0, 3, {{2, 0, 1, 0}, {3, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input_offsets", 0, 0, 1, {{0, 0, 1, 1}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const select_last_token_hidden_symbols[] = {"b", "h", "s", "t"};

static const anyrt__op_info_t select_last_token_hidden_info = {
    "select_last_token_hidden", ANYRT_OP_SELECT_LAST_TOKEN_HIDDEN, ANYRT_SLOT_OP_SELECT_LAST_TOKEN_HIDDEN, 0x87000u, -1,
    3, select_last_token_hidden_tensors,
    4, select_last_token_hidden_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_select_last_token_hidden,
    0, NULL, -1,
};

ANYRT_API anyrt_status_t anyrt_create_select_last_token_hidden_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t output, anyrt_tensor_desc_t hidden_states, anyrt_tensor_desc_t input_offsets) {
    const anyrt_tensor_desc_t tensors[] = {output, hidden_states, input_offsets};
    return anyrt__op_create(&select_last_token_hidden_info, "create_select_last_token_hidden_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_select_last_token_hidden(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* output, const void* hidden_states, const void* input_offsets, anyrt_stream_t stream) {
    void* const data[] = {output, (void*)hidden_states, (void*)input_offsets};
    return anyrt__op_run(&select_last_token_hidden_info, "select_last_token_hidden", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- conv */
static const anyrt__op_tensor_rule_t conv_tensors[] = {
    {"y", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"w", 0, 0, 2, {{1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, 2},
    {"b", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
};
static const char* const conv_symbols[] = {"nb", "cout", "cin"};
static const anyrt__op_group_t conv_groups[] = {{"out", 0, 5, {1, 2, -1, -2, -3}}, {"spatial", -1, 0, {0}}, {"kernel", -1, 0, {0}}};
static const anyrt__op_attr_rule_t conv_attrs[] = {
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n"},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n"},
    {"dilations", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, dilations), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n"},
};

static const anyrt__op_info_t conv_info = {
    "conv", ANYRT_OP_CONV, ANYRT_SLOT_OP_CONV, 0x87000u, -1,
    4, conv_tensors,
    3, conv_symbols,
    3, conv_attrs, sizeof(anyrt_conv_attrs_t),
    0, NULL,
    anyrt__impl_op_conv,
    3, conv_groups, 0,
};

ANYRT_API anyrt_status_t anyrt_create_conv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, anyrt_tensor_desc_t b, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n) {
    const anyrt_tensor_desc_t tensors[] = {y, x, w, b};
    anyrt_conv_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.dilations[i] = dilations != NULL && i < n ? dilations[i] : 1;
    attrs.n = n;
    return anyrt__op_create(&conv_info, "create_conv_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_conv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* w, const void* b, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)w, (void*)b};
    anyrt_conv_attrs_t attrs = {0};
    return anyrt__op_run(&conv_info, "conv", desc, workspace, workspace_size, data, &attrs, stream);
}

const anyrt__op_info_t* const anyrt__op_infos[ANYRT_OP_COUNT] = {
    &gemm_info,
    &add_info,
    &sub_info,
    &mul_info,
    &relu_info,
    &silu_info,
    &sigmoid_info,
    &swiglu_info,
    &rms_norm_info,
    &softmax_info,
    &causal_softmax_info,
    &rope_info,
    &rearrange_info,
    &random_sample_info,
    &zeros_info,
    &ones_info,
    &add_rms_norm_info,
    &cross_entropy_info,
    &topksoftmax_info,
    &topkrouter_info,
    &mrope_info,
    &per_tensor_quant_int8_info,
    &per_tensor_dequant_int8_info,
    &per_channel_quant_int8_info,
    &dequantize_awq_info,
    &dequantize_gptq_info,
    &kv_caching_info,
    &paged_caching_info,
    &paged_attention_info,
    &paged_attention_prefill_info,
    &attention_info,
    &random_sample_batch_info,
    &silu_and_mul_info,
    &embedding_info,
    &gelu_info,
    &gelutanh_info,
    &quickgelu_info,
    &tanh_info,
    &erf_info,
    &reciprocal_info,
    &hardswish_info,
    &softplus_info,
    &hardtanh_info,
    &clip_info,
    &log_softmax_info,
    &layer_norm_info,
    &select_last_token_hidden_info,
    &conv_info,
};
