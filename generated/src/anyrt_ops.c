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
    {"alpha", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_gemm_attrs_t, alpha), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"beta", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_gemm_attrs_t, beta), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t gemm_info = {
    "gemm", ANYRT_OP_GEMM, ANYRT_SLOT_OP_GEMM, 0x87000u, 1,
    3, gemm_tensors,
    3, gemm_symbols,
    2, gemm_attrs, sizeof(anyrt_gemm_attrs_t),
    0, NULL,
    anyrt__impl_op_gemm,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    {"epsilon", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_rms_norm_attrs_t, epsilon), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t rms_norm_info = {
    "rms_norm", ANYRT_OP_RMS_NORM, ANYRT_SLOT_OP_RMS_NORM, 0x87000u, -1,
    3, rms_norm_tensors,
    1, rms_norm_symbols,
    1, rms_norm_attrs, sizeof(anyrt_rms_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_rms_norm,
    0, NULL, -1,
    -1,
    0,
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
    {"axis", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_softmax_attrs_t, axis), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t softmax_info = {
    "softmax", ANYRT_OP_SOFTMAX, ANYRT_SLOT_OP_SOFTMAX, 0x87000u, -1,
    2, softmax_tensors,
    0, NULL,
    1, softmax_attrs, sizeof(anyrt_softmax_attrs_t),
    0, NULL,
    anyrt__impl_op_softmax,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    {"algo", ANYRT__OP_ATTR_ENUM, 1, offsetof(anyrt_rope_attrs_t, algo), -INFINITY, INFINITY, -1, anyrt__valid_rope_algo, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t rope_info = {
    "rope", ANYRT_OP_ROPE, ANYRT_SLOT_OP_ROPE, 0x87000u, 1,
    5, rope_tensors,
    4, rope_symbols,
    1, rope_attrs, sizeof(anyrt_rope_attrs_t),
    0, NULL,
    anyrt__impl_op_rope,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    {"random_val", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, random_val), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"topp", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, topp), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_random_sample_attrs_t, topk), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"temperature", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_random_sample_attrs_t, temperature), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t random_sample_info = {
    "random_sample", ANYRT_OP_RANDOM_SAMPLE, ANYRT_SLOT_OP_RANDOM_SAMPLE, 0x87000u, -1,
    2, random_sample_tensors,
    1, random_sample_symbols,
    4, random_sample_attrs, sizeof(anyrt_random_sample_attrs_t),
    0, NULL,
    anyrt__impl_op_random_sample,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    {"epsilon", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_add_rms_norm_attrs_t, epsilon), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t add_rms_norm_info = {
    "add_rms_norm", ANYRT_OP_ADD_RMS_NORM, ANYRT_SLOT_OP_ADD_RMS_NORM, 0x87000u, -1,
    5, add_rms_norm_tensors,
    1, add_rms_norm_symbols,
    1, add_rms_norm_attrs, sizeof(anyrt_add_rms_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_add_rms_norm,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topksoftmax_attrs_t, topk), 1.0, INFINITY, -1, NULL, 1, 0, 0, NULL, -1, -1},
    {"norm", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topksoftmax_attrs_t, norm), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
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
    -1,
    0,
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
    {"routed_scaling_factor", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_topkrouter_attrs_t, routed_scaling_factor), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"topk", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_topkrouter_attrs_t, topk), 1.0, 256.0, -1, NULL, 1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t topkrouter_info = {
    "topkrouter", ANYRT_OP_TOPKROUTER, ANYRT_SLOT_OP_TOPKROUTER, 0x87000u, -1,
    4, topkrouter_tensors,
    2, topkrouter_symbols,
    2, topkrouter_attrs, sizeof(anyrt_topkrouter_attrs_t),
    0, NULL,
    anyrt__impl_op_topkrouter,
    0, NULL, -1,
    -1,
    0,
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
    {"head_size", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, head_size), 1.0, INFINITY, -1, NULL, 5, 0, 0, NULL, -1, -1},
    {"rotary_dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, rotary_dim), 2.0, INFINITY, -1, NULL, 4, 0, 0, NULL, -1, -1},
    {"section_t", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_t), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"section_h", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_h), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"section_w", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, section_w), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"interleaved", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_mrope_attrs_t, interleaved), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
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
    -1,
    0,
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
    {"is_static", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_per_tensor_quant_int8_attrs_t, is_static), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t per_tensor_quant_int8_info = {
    "per_tensor_quant_int8", ANYRT_OP_PER_TENSOR_QUANT_INT8, ANYRT_SLOT_OP_PER_TENSOR_QUANT_INT8, 0x83000u, -1,
    4, per_tensor_quant_int8_tensors,
    0, NULL,
    1, per_tensor_quant_int8_attrs, sizeof(anyrt_per_tensor_quant_int8_attrs_t),
    0, NULL,
    anyrt__impl_op_per_tensor_quant_int8,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    {"scale", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_paged_attention_attrs_t, scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
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
    -1,
    0,
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
    {"scale", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_paged_attention_prefill_attrs_t, scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
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
    -1,
    0,
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
    {"pos", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_attention_attrs_t, pos), 0.0, INFINITY, -1, NULL, 5, 0, 0, NULL, -1, -1},
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    -1,
    0,
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
    {"beta", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_softplus_attrs_t, beta), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"threshold", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_softplus_attrs_t, threshold), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t softplus_info = {
    "softplus", ANYRT_OP_SOFTPLUS, ANYRT_SLOT_OP_SOFTPLUS, 0x87000u, -1,
    2, softplus_tensors,
    0, NULL,
    2, softplus_attrs, sizeof(anyrt_softplus_attrs_t),
    0, NULL,
    anyrt__impl_op_softplus,
    0, NULL, -1,
    -1,
    0,
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
    {"min_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_hardtanh_attrs_t, min_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"max_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_hardtanh_attrs_t, max_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t hardtanh_info = {
    "hardtanh", ANYRT_OP_HARDTANH, ANYRT_SLOT_OP_HARDTANH, 0x87000u, -1,
    2, hardtanh_tensors,
    0, NULL,
    2, hardtanh_attrs, sizeof(anyrt_hardtanh_attrs_t),
    0, NULL,
    anyrt__impl_op_hardtanh,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    {"dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_log_softmax_attrs_t, dim), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t log_softmax_info = {
    "log_softmax", ANYRT_OP_LOG_SOFTMAX, ANYRT_SLOT_OP_LOG_SOFTMAX, 0x87000u, -1,
    2, log_softmax_tensors,
    0, NULL,
    1, log_softmax_attrs, sizeof(anyrt_log_softmax_attrs_t),
    0, NULL,
    anyrt__impl_op_log_softmax,
    0, NULL, -1,
    -1,
    0,
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
    {"eps", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_layer_norm_attrs_t, eps), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t layer_norm_info = {
    "layer_norm", ANYRT_OP_LAYER_NORM, ANYRT_SLOT_OP_LAYER_NORM, 0x87000u, -1,
    6, layer_norm_tensors,
    1, layer_norm_symbols,
    1, layer_norm_attrs, sizeof(anyrt_layer_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_layer_norm,
    0, NULL, -1,
    -1,
    0,
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
    -1,
    0,
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
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n", -1, -1},
    {"dilations", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_attrs_t, dilations), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t conv_info = {
    "conv", ANYRT_OP_CONV, ANYRT_SLOT_OP_CONV, 0x87000u, -1,
    4, conv_tensors,
    3, conv_symbols,
    3, conv_attrs, sizeof(anyrt_conv_attrs_t),
    0, NULL,
    anyrt__impl_op_conv,
    3, conv_groups, 0,
    -1,
    0,
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

/* ---- abs */
static const anyrt__op_tensor_rule_t abs_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t abs_info = {
    "abs", ANYRT_OP_ABS, ANYRT_SLOT_OP_ABS, 0x870f8u, -1,
    2, abs_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_abs,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_abs_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&abs_info, "create_abs_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_abs(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&abs_info, "abs", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- neg */
static const anyrt__op_tensor_rule_t neg_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t neg_info = {
    "neg", ANYRT_OP_NEG, ANYRT_SLOT_OP_NEG, 0x870f8u, -1,
    2, neg_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_neg,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_neg_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&neg_info, "create_neg_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_neg(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&neg_info, "neg", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sign */
static const anyrt__op_tensor_rule_t sign_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sign_info = {
    "sign", ANYRT_OP_SIGN, ANYRT_SLOT_OP_SIGN, 0x870f8u, -1,
    2, sign_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sign,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sign_info, "create_sign_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sign_info, "sign", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- square */
static const anyrt__op_tensor_rule_t square_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t square_info = {
    "square", ANYRT_OP_SQUARE, ANYRT_SLOT_OP_SQUARE, 0x870f8u, -1,
    2, square_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_square,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_square_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&square_info, "create_square_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_square(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&square_info, "square", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- exp */
static const anyrt__op_tensor_rule_t exp_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t exp_info = {
    "exp", ANYRT_OP_EXP, ANYRT_SLOT_OP_EXP, 0x87000u, -1,
    2, exp_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_exp,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_exp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&exp_info, "create_exp_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_exp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&exp_info, "exp", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- exp2 */
static const anyrt__op_tensor_rule_t exp2_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t exp2_info = {
    "exp2", ANYRT_OP_EXP2, ANYRT_SLOT_OP_EXP2, 0x87000u, -1,
    2, exp2_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_exp2,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_exp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&exp2_info, "create_exp2_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_exp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&exp2_info, "exp2", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- expm1 */
static const anyrt__op_tensor_rule_t expm1_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t expm1_info = {
    "expm1", ANYRT_OP_EXPM1, ANYRT_SLOT_OP_EXPM1, 0x87000u, -1,
    2, expm1_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_expm1,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_expm1_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&expm1_info, "create_expm1_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_expm1(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&expm1_info, "expm1", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- log */
static const anyrt__op_tensor_rule_t log_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t log_info = {
    "log", ANYRT_OP_LOG, ANYRT_SLOT_OP_LOG, 0x87000u, -1,
    2, log_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_log,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_log_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&log_info, "create_log_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_log(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&log_info, "log", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- log2 */
static const anyrt__op_tensor_rule_t log2_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t log2_info = {
    "log2", ANYRT_OP_LOG2, ANYRT_SLOT_OP_LOG2, 0x87000u, -1,
    2, log2_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_log2,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_log2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&log2_info, "create_log2_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_log2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&log2_info, "log2", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- log10 */
static const anyrt__op_tensor_rule_t log10_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t log10_info = {
    "log10", ANYRT_OP_LOG10, ANYRT_SLOT_OP_LOG10, 0x87000u, -1,
    2, log10_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_log10,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_log10_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&log10_info, "create_log10_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_log10(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&log10_info, "log10", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- log1p */
static const anyrt__op_tensor_rule_t log1p_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t log1p_info = {
    "log1p", ANYRT_OP_LOG1P, ANYRT_SLOT_OP_LOG1P, 0x87000u, -1,
    2, log1p_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_log1p,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_log1p_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&log1p_info, "create_log1p_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_log1p(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&log1p_info, "log1p", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sqrt */
static const anyrt__op_tensor_rule_t sqrt_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sqrt_info = {
    "sqrt", ANYRT_OP_SQRT, ANYRT_SLOT_OP_SQRT, 0x87000u, -1,
    2, sqrt_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sqrt,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sqrt_info, "create_sqrt_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sqrt_info, "sqrt", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- rsqrt */
static const anyrt__op_tensor_rule_t rsqrt_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t rsqrt_info = {
    "rsqrt", ANYRT_OP_RSQRT, ANYRT_SLOT_OP_RSQRT, 0x87000u, -1,
    2, rsqrt_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_rsqrt,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_rsqrt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&rsqrt_info, "create_rsqrt_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_rsqrt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&rsqrt_info, "rsqrt", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sin */
static const anyrt__op_tensor_rule_t sin_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sin_info = {
    "sin", ANYRT_OP_SIN, ANYRT_SLOT_OP_SIN, 0x87000u, -1,
    2, sin_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sin,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sin_info, "create_sin_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sin_info, "sin", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- cos */
static const anyrt__op_tensor_rule_t cos_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t cos_info = {
    "cos", ANYRT_OP_COS, ANYRT_SLOT_OP_COS, 0x87000u, -1,
    2, cos_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_cos,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&cos_info, "create_cos_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_cos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&cos_info, "cos", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- tan */
static const anyrt__op_tensor_rule_t tan_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t tan_info = {
    "tan", ANYRT_OP_TAN, ANYRT_SLOT_OP_TAN, 0x87000u, -1,
    2, tan_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_tan,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_tan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&tan_info, "create_tan_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_tan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&tan_info, "tan", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- asin */
static const anyrt__op_tensor_rule_t asin_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t asin_info = {
    "asin", ANYRT_OP_ASIN, ANYRT_SLOT_OP_ASIN, 0x87000u, -1,
    2, asin_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_asin,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_asin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&asin_info, "create_asin_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_asin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&asin_info, "asin", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- acos */
static const anyrt__op_tensor_rule_t acos_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t acos_info = {
    "acos", ANYRT_OP_ACOS, ANYRT_SLOT_OP_ACOS, 0x87000u, -1,
    2, acos_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_acos,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_acos_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&acos_info, "create_acos_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_acos(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&acos_info, "acos", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- atan */
static const anyrt__op_tensor_rule_t atan_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t atan_info = {
    "atan", ANYRT_OP_ATAN, ANYRT_SLOT_OP_ATAN, 0x87000u, -1,
    2, atan_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_atan,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_atan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&atan_info, "create_atan_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_atan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&atan_info, "atan", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sinh */
static const anyrt__op_tensor_rule_t sinh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sinh_info = {
    "sinh", ANYRT_OP_SINH, ANYRT_SLOT_OP_SINH, 0x87000u, -1,
    2, sinh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sinh,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sinh_info, "create_sinh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sinh_info, "sinh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- cosh */
static const anyrt__op_tensor_rule_t cosh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t cosh_info = {
    "cosh", ANYRT_OP_COSH, ANYRT_SLOT_OP_COSH, 0x87000u, -1,
    2, cosh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_cosh,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&cosh_info, "create_cosh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_cosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&cosh_info, "cosh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- asinh */
static const anyrt__op_tensor_rule_t asinh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t asinh_info = {
    "asinh", ANYRT_OP_ASINH, ANYRT_SLOT_OP_ASINH, 0x87000u, -1,
    2, asinh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_asinh,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_asinh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&asinh_info, "create_asinh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_asinh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&asinh_info, "asinh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- acosh */
static const anyrt__op_tensor_rule_t acosh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t acosh_info = {
    "acosh", ANYRT_OP_ACOSH, ANYRT_SLOT_OP_ACOSH, 0x87000u, -1,
    2, acosh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_acosh,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_acosh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&acosh_info, "create_acosh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_acosh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&acosh_info, "acosh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- atanh */
static const anyrt__op_tensor_rule_t atanh_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t atanh_info = {
    "atanh", ANYRT_OP_ATANH, ANYRT_SLOT_OP_ATANH, 0x87000u, -1,
    2, atanh_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_atanh,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_atanh_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&atanh_info, "create_atanh_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_atanh(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&atanh_info, "atanh", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- erfc */
static const anyrt__op_tensor_rule_t erfc_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t erfc_info = {
    "erfc", ANYRT_OP_ERFC, ANYRT_SLOT_OP_ERFC, 0x87000u, -1,
    2, erfc_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_erfc,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_erfc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&erfc_info, "create_erfc_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_erfc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&erfc_info, "erfc", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- floor */
static const anyrt__op_tensor_rule_t floor_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t floor_info = {
    "floor", ANYRT_OP_FLOOR, ANYRT_SLOT_OP_FLOOR, 0x87000u, -1,
    2, floor_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_floor,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_floor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&floor_info, "create_floor_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_floor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&floor_info, "floor", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- ceil */
static const anyrt__op_tensor_rule_t ceil_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t ceil_info = {
    "ceil", ANYRT_OP_CEIL, ANYRT_SLOT_OP_CEIL, 0x87000u, -1,
    2, ceil_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_ceil,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_ceil_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&ceil_info, "create_ceil_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_ceil(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&ceil_info, "ceil", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- round */
static const anyrt__op_tensor_rule_t round_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t round_info = {
    "round", ANYRT_OP_ROUND, ANYRT_SLOT_OP_ROUND, 0x87000u, -1,
    2, round_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_round,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_round_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&round_info, "create_round_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_round(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&round_info, "round", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- trunc */
static const anyrt__op_tensor_rule_t trunc_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t trunc_info = {
    "trunc", ANYRT_OP_TRUNC, ANYRT_SLOT_OP_TRUNC, 0x87000u, -1,
    2, trunc_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_trunc,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_trunc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&trunc_info, "create_trunc_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_trunc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&trunc_info, "trunc", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- bitwise_not */
static const anyrt__op_tensor_rule_t bitwise_not_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t bitwise_not_info = {
    "bitwise_not", ANYRT_OP_BITWISE_NOT, ANYRT_SLOT_OP_BITWISE_NOT, 0xf8u, -1,
    2, bitwise_not_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_bitwise_not,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bitwise_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&bitwise_not_info, "create_bitwise_not_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_bitwise_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&bitwise_not_info, "bitwise_not", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logical_not */
static const anyrt__op_tensor_rule_t logical_not_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logical_not_info = {
    "logical_not", ANYRT_OP_LOGICAL_NOT, ANYRT_SLOT_OP_LOGICAL_NOT, 0x870fcu, -1,
    2, logical_not_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logical_not,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logical_not_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&logical_not_info, "create_logical_not_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logical_not(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&logical_not_info, "logical_not", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- isnan */
static const anyrt__op_tensor_rule_t isnan_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t isnan_info = {
    "isnan", ANYRT_OP_ISNAN, ANYRT_SLOT_OP_ISNAN, 0x87000u, -1,
    2, isnan_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_isnan,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_isnan_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&isnan_info, "create_isnan_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_isnan(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&isnan_info, "isnan", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- isinf */
static const anyrt__op_tensor_rule_t isinf_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t isinf_info = {
    "isinf", ANYRT_OP_ISINF, ANYRT_SLOT_OP_ISINF, 0x87000u, -1,
    2, isinf_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_isinf,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_isinf_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&isinf_info, "create_isinf_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_isinf(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&isinf_info, "isinf", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- isfinite */
static const anyrt__op_tensor_rule_t isfinite_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t isfinite_info = {
    "isfinite", ANYRT_OP_ISFINITE, ANYRT_SLOT_OP_ISFINITE, 0x87000u, -1,
    2, isfinite_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_isfinite,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_isfinite_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&isfinite_info, "create_isfinite_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_isfinite(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&isfinite_info, "isfinite", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- div */
static const anyrt__op_tensor_rule_t div_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t div_info = {
    "div", ANYRT_OP_DIV, ANYRT_SLOT_OP_DIV, 0x87000u, -1,
    3, div_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_div,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_div_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&div_info, "create_div_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_div(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&div_info, "div", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- floor_divide */
static const anyrt__op_tensor_rule_t floor_divide_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t floor_divide_info = {
    "floor_divide", ANYRT_OP_FLOOR_DIVIDE, ANYRT_SLOT_OP_FLOOR_DIVIDE, 0x870f8u, -1,
    3, floor_divide_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_floor_divide,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_floor_divide_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&floor_divide_info, "create_floor_divide_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_floor_divide(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&floor_divide_info, "floor_divide", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- remainder */
static const anyrt__op_tensor_rule_t remainder_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t remainder_info = {
    "remainder", ANYRT_OP_REMAINDER, ANYRT_SLOT_OP_REMAINDER, 0x870f8u, -1,
    3, remainder_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_remainder,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_remainder_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&remainder_info, "create_remainder_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_remainder(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&remainder_info, "remainder", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- fmod */
static const anyrt__op_tensor_rule_t fmod_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t fmod_info = {
    "fmod", ANYRT_OP_FMOD, ANYRT_SLOT_OP_FMOD, 0x87000u, -1,
    3, fmod_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_fmod,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_fmod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&fmod_info, "create_fmod_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_fmod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&fmod_info, "fmod", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- pow */
static const anyrt__op_tensor_rule_t pow_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t pow_info = {
    "pow", ANYRT_OP_POW, ANYRT_SLOT_OP_POW, 0x87000u, -1,
    3, pow_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_pow,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_pow_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&pow_info, "create_pow_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_pow(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&pow_info, "pow", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- maximum */
static const anyrt__op_tensor_rule_t maximum_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t maximum_info = {
    "maximum", ANYRT_OP_MAXIMUM, ANYRT_SLOT_OP_MAXIMUM, 0x870f8u, -1,
    3, maximum_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_maximum,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_maximum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&maximum_info, "create_maximum_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_maximum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&maximum_info, "maximum", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- minimum */
static const anyrt__op_tensor_rule_t minimum_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t minimum_info = {
    "minimum", ANYRT_OP_MINIMUM, ANYRT_SLOT_OP_MINIMUM, 0x870f8u, -1,
    3, minimum_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_minimum,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_minimum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&minimum_info, "create_minimum_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_minimum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&minimum_info, "minimum", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- fmax */
static const anyrt__op_tensor_rule_t fmax_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t fmax_info = {
    "fmax", ANYRT_OP_FMAX, ANYRT_SLOT_OP_FMAX, 0x87000u, -1,
    3, fmax_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_fmax,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_fmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&fmax_info, "create_fmax_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_fmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&fmax_info, "fmax", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- fmin */
static const anyrt__op_tensor_rule_t fmin_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t fmin_info = {
    "fmin", ANYRT_OP_FMIN, ANYRT_SLOT_OP_FMIN, 0x87000u, -1,
    3, fmin_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_fmin,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_fmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&fmin_info, "create_fmin_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_fmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&fmin_info, "fmin", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- atan2 */
static const anyrt__op_tensor_rule_t atan2_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t atan2_info = {
    "atan2", ANYRT_OP_ATAN2, ANYRT_SLOT_OP_ATAN2, 0x87000u, -1,
    3, atan2_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_atan2,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_atan2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&atan2_info, "create_atan2_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_atan2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&atan2_info, "atan2", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- hypot */
static const anyrt__op_tensor_rule_t hypot_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t hypot_info = {
    "hypot", ANYRT_OP_HYPOT, ANYRT_SLOT_OP_HYPOT, 0x87000u, -1,
    3, hypot_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_hypot,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_hypot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&hypot_info, "create_hypot_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_hypot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&hypot_info, "hypot", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- copysign */
static const anyrt__op_tensor_rule_t copysign_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t copysign_info = {
    "copysign", ANYRT_OP_COPYSIGN, ANYRT_SLOT_OP_COPYSIGN, 0x87000u, -1,
    3, copysign_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_copysign,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_copysign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&copysign_info, "create_copysign_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_copysign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&copysign_info, "copysign", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logaddexp */
static const anyrt__op_tensor_rule_t logaddexp_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logaddexp_info = {
    "logaddexp", ANYRT_OP_LOGADDEXP, ANYRT_SLOT_OP_LOGADDEXP, 0x87000u, -1,
    3, logaddexp_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logaddexp,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logaddexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&logaddexp_info, "create_logaddexp_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logaddexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&logaddexp_info, "logaddexp", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- bitwise_and */
static const anyrt__op_tensor_rule_t bitwise_and_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t bitwise_and_info = {
    "bitwise_and", ANYRT_OP_BITWISE_AND, ANYRT_SLOT_OP_BITWISE_AND, 0xfcu, -1,
    3, bitwise_and_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_bitwise_and,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bitwise_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&bitwise_and_info, "create_bitwise_and_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_bitwise_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&bitwise_and_info, "bitwise_and", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- bitwise_or */
static const anyrt__op_tensor_rule_t bitwise_or_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t bitwise_or_info = {
    "bitwise_or", ANYRT_OP_BITWISE_OR, ANYRT_SLOT_OP_BITWISE_OR, 0xfcu, -1,
    3, bitwise_or_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_bitwise_or,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bitwise_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&bitwise_or_info, "create_bitwise_or_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_bitwise_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&bitwise_or_info, "bitwise_or", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- bitwise_xor */
static const anyrt__op_tensor_rule_t bitwise_xor_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t bitwise_xor_info = {
    "bitwise_xor", ANYRT_OP_BITWISE_XOR, ANYRT_SLOT_OP_BITWISE_XOR, 0xfcu, -1,
    3, bitwise_xor_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_bitwise_xor,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bitwise_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&bitwise_xor_info, "create_bitwise_xor_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_bitwise_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&bitwise_xor_info, "bitwise_xor", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- eq */
static const anyrt__op_tensor_rule_t eq_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t eq_info = {
    "eq", ANYRT_OP_EQ, ANYRT_SLOT_OP_EQ, 0x870fcu, -1,
    3, eq_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_eq,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_eq_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&eq_info, "create_eq_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_eq(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&eq_info, "eq", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- ne */
static const anyrt__op_tensor_rule_t ne_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t ne_info = {
    "ne", ANYRT_OP_NE, ANYRT_SLOT_OP_NE, 0x870fcu, -1,
    3, ne_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_ne,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_ne_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&ne_info, "create_ne_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_ne(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&ne_info, "ne", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- lt */
static const anyrt__op_tensor_rule_t lt_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t lt_info = {
    "lt", ANYRT_OP_LT, ANYRT_SLOT_OP_LT, 0x870fcu, -1,
    3, lt_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_lt,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_lt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&lt_info, "create_lt_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_lt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&lt_info, "lt", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- le */
static const anyrt__op_tensor_rule_t le_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t le_info = {
    "le", ANYRT_OP_LE, ANYRT_SLOT_OP_LE, 0x870fcu, -1,
    3, le_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_le,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_le_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&le_info, "create_le_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_le(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&le_info, "le", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- gt */
static const anyrt__op_tensor_rule_t gt_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t gt_info = {
    "gt", ANYRT_OP_GT, ANYRT_SLOT_OP_GT, 0x870fcu, -1,
    3, gt_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gt,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_gt_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&gt_info, "create_gt_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gt(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&gt_info, "gt", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- ge */
static const anyrt__op_tensor_rule_t ge_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t ge_info = {
    "ge", ANYRT_OP_GE, ANYRT_SLOT_OP_GE, 0x870fcu, -1,
    3, ge_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_ge,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_ge_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&ge_info, "create_ge_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_ge(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&ge_info, "ge", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logical_and */
static const anyrt__op_tensor_rule_t logical_and_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logical_and_info = {
    "logical_and", ANYRT_OP_LOGICAL_AND, ANYRT_SLOT_OP_LOGICAL_AND, 0x870fcu, -1,
    3, logical_and_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logical_and,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logical_and_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&logical_and_info, "create_logical_and_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logical_and(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&logical_and_info, "logical_and", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logical_or */
static const anyrt__op_tensor_rule_t logical_or_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logical_or_info = {
    "logical_or", ANYRT_OP_LOGICAL_OR, ANYRT_SLOT_OP_LOGICAL_OR, 0x870fcu, -1,
    3, logical_or_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logical_or,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logical_or_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&logical_or_info, "create_logical_or_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logical_or(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&logical_or_info, "logical_or", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logical_xor */
static const anyrt__op_tensor_rule_t logical_xor_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logical_xor_info = {
    "logical_xor", ANYRT_OP_LOGICAL_XOR, ANYRT_SLOT_OP_LOGICAL_XOR, 0x870fcu, -1,
    3, logical_xor_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logical_xor,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logical_xor_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&logical_xor_info, "create_logical_xor_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logical_xor(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&logical_xor_info, "logical_xor", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- where */
static const anyrt__op_tensor_rule_t where_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"cond", 0, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t where_info = {
    "where", ANYRT_OP_WHERE, ANYRT_SLOT_OP_WHERE, 0x870fcu, -1,
    4, where_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_where,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_where_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t cond, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {y, cond, a, b};
    return anyrt__op_create(&where_info, "create_where_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_where(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* cond, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)cond, (void*)a, (void*)b};
    return anyrt__op_run(&where_info, "where", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- lerp */
static const anyrt__op_tensor_rule_t lerp_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"start", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"end", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t lerp_info = {
    "lerp", ANYRT_OP_LERP, ANYRT_SLOT_OP_LERP, 0x87000u, -1,
    4, lerp_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_lerp,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_lerp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t start, anyrt_tensor_desc_t end, anyrt_tensor_desc_t weight) {
    const anyrt_tensor_desc_t tensors[] = {y, start, end, weight};
    return anyrt__op_create(&lerp_info, "create_lerp_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_lerp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* start, const void* end, const void* weight, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)start, (void*)end, (void*)weight};
    return anyrt__op_run(&lerp_info, "lerp", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- addcmul */
static const anyrt__op_tensor_rule_t addcmul_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"t1", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"t2", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t addcmul_attrs[] = {
    {"value", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_addcmul_attrs_t, value), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t addcmul_info = {
    "addcmul", ANYRT_OP_ADDCMUL, ANYRT_SLOT_OP_ADDCMUL, 0x87000u, -1,
    4, addcmul_tensors,
    0, NULL,
    1, addcmul_attrs, sizeof(anyrt_addcmul_attrs_t),
    0, NULL,
    anyrt__impl_op_addcmul,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_addcmul_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2) {
    const anyrt_tensor_desc_t tensors[] = {y, x, t1, t2};
    anyrt_addcmul_attrs_t attrs = {0};
    return anyrt__op_create(&addcmul_info, "create_addcmul_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_addcmul(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)t1, (void*)t2};
    anyrt_addcmul_attrs_t attrs = {0};
    attrs.value = value;
    return anyrt__op_run(&addcmul_info, "addcmul", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- addcdiv */
static const anyrt__op_tensor_rule_t addcdiv_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"t1", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"t2", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t addcdiv_attrs[] = {
    {"value", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_addcdiv_attrs_t, value), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t addcdiv_info = {
    "addcdiv", ANYRT_OP_ADDCDIV, ANYRT_SLOT_OP_ADDCDIV, 0x87000u, -1,
    4, addcdiv_tensors,
    0, NULL,
    1, addcdiv_attrs, sizeof(anyrt_addcdiv_attrs_t),
    0, NULL,
    anyrt__impl_op_addcdiv,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_addcdiv_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t1, anyrt_tensor_desc_t t2) {
    const anyrt_tensor_desc_t tensors[] = {y, x, t1, t2};
    anyrt_addcdiv_attrs_t attrs = {0};
    return anyrt__op_create(&addcdiv_info, "create_addcdiv_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_addcdiv(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t1, const void* t2, float value, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)t1, (void*)t2};
    anyrt_addcdiv_attrs_t attrs = {0};
    attrs.value = value;
    return anyrt__op_run(&addcdiv_info, "addcdiv", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- relu_backward */
static const anyrt__op_tensor_rule_t relu_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t relu_backward_info = {
    "relu_backward", ANYRT_OP_RELU_BACKWARD, ANYRT_SLOT_OP_RELU_BACKWARD, 0x87000u, -1,
    3, relu_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_relu_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_relu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x};
    return anyrt__op_create(&relu_backward_info, "create_relu_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_relu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x};
    return anyrt__op_run(&relu_backward_info, "relu_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- silu_backward */
static const anyrt__op_tensor_rule_t silu_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t silu_backward_info = {
    "silu_backward", ANYRT_OP_SILU_BACKWARD, ANYRT_SLOT_OP_SILU_BACKWARD, 0x87000u, -1,
    3, silu_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_silu_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_silu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x};
    return anyrt__op_create(&silu_backward_info, "create_silu_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_silu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x};
    return anyrt__op_run(&silu_backward_info, "silu_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- gelu_backward */
static const anyrt__op_tensor_rule_t gelu_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t gelu_backward_info = {
    "gelu_backward", ANYRT_OP_GELU_BACKWARD, ANYRT_SLOT_OP_GELU_BACKWARD, 0x87000u, -1,
    3, gelu_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gelu_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_gelu_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x};
    return anyrt__op_create(&gelu_backward_info, "create_gelu_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gelu_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x};
    return anyrt__op_run(&gelu_backward_info, "gelu_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- gelutanh_backward */
static const anyrt__op_tensor_rule_t gelutanh_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t gelutanh_backward_info = {
    "gelutanh_backward", ANYRT_OP_GELUTANH_BACKWARD, ANYRT_SLOT_OP_GELUTANH_BACKWARD, 0x87000u, -1,
    3, gelutanh_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gelutanh_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_gelutanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x};
    return anyrt__op_create(&gelutanh_backward_info, "create_gelutanh_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gelutanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x};
    return anyrt__op_run(&gelutanh_backward_info, "gelutanh_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sigmoid_backward */
static const anyrt__op_tensor_rule_t sigmoid_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"y", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sigmoid_backward_info = {
    "sigmoid_backward", ANYRT_OP_SIGMOID_BACKWARD, ANYRT_SLOT_OP_SIGMOID_BACKWARD, 0x87000u, -1,
    3, sigmoid_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sigmoid_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sigmoid_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, y};
    return anyrt__op_create(&sigmoid_backward_info, "create_sigmoid_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sigmoid_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)y};
    return anyrt__op_run(&sigmoid_backward_info, "sigmoid_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- tanh_backward */
static const anyrt__op_tensor_rule_t tanh_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"y", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t tanh_backward_info = {
    "tanh_backward", ANYRT_OP_TANH_BACKWARD, ANYRT_SLOT_OP_TANH_BACKWARD, 0x87000u, -1,
    3, tanh_backward_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_tanh_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_tanh_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, y};
    return anyrt__op_create(&tanh_backward_info, "create_tanh_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_tanh_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)y};
    return anyrt__op_run(&tanh_backward_info, "tanh_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- relu6 */
static const anyrt__op_tensor_rule_t relu6_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t relu6_info = {
    "relu6", ANYRT_OP_RELU6, ANYRT_SLOT_OP_RELU6, 0x87000u, -1,
    2, relu6_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_relu6,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_relu6_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&relu6_info, "create_relu6_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_relu6(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&relu6_info, "relu6", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- softsign */
static const anyrt__op_tensor_rule_t softsign_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t softsign_info = {
    "softsign", ANYRT_OP_SOFTSIGN, ANYRT_SLOT_OP_SOFTSIGN, 0x87000u, -1,
    2, softsign_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_softsign,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_softsign_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&softsign_info, "create_softsign_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_softsign(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&softsign_info, "softsign", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- tanhshrink */
static const anyrt__op_tensor_rule_t tanhshrink_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t tanhshrink_info = {
    "tanhshrink", ANYRT_OP_TANHSHRINK, ANYRT_SLOT_OP_TANHSHRINK, 0x87000u, -1,
    2, tanhshrink_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_tanhshrink,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_tanhshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&tanhshrink_info, "create_tanhshrink_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_tanhshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&tanhshrink_info, "tanhshrink", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- selu */
static const anyrt__op_tensor_rule_t selu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t selu_info = {
    "selu", ANYRT_OP_SELU, ANYRT_SLOT_OP_SELU, 0x87000u, -1,
    2, selu_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_selu,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_selu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&selu_info, "create_selu_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_selu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&selu_info, "selu", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logaddexp2 */
static const anyrt__op_tensor_rule_t logaddexp2_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logaddexp2_info = {
    "logaddexp2", ANYRT_OP_LOGADDEXP2, ANYRT_SLOT_OP_LOGADDEXP2, 0x87000u, -1,
    3, logaddexp2_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logaddexp2,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logaddexp2_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&logaddexp2_info, "create_logaddexp2_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logaddexp2(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&logaddexp2_info, "logaddexp2", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- bitwise_right_shift */
static const anyrt__op_tensor_rule_t bitwise_right_shift_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t bitwise_right_shift_info = {
    "bitwise_right_shift", ANYRT_OP_BITWISE_RIGHT_SHIFT, ANYRT_SLOT_OP_BITWISE_RIGHT_SHIFT, 0xf8u, -1,
    3, bitwise_right_shift_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_bitwise_right_shift,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bitwise_right_shift_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&bitwise_right_shift_info, "create_bitwise_right_shift_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_bitwise_right_shift(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&bitwise_right_shift_info, "bitwise_right_shift", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- broadcast_to */
static const anyrt__op_tensor_rule_t broadcast_to_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t broadcast_to_info = {
    "broadcast_to", ANYRT_OP_BROADCAST_TO, ANYRT_SLOT_OP_BROADCAST_TO, 0x870fcu, -1,
    2, broadcast_to_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_broadcast_to,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_broadcast_to_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&broadcast_to_info, "create_broadcast_to_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_broadcast_to(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&broadcast_to_info, "broadcast_to", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- hardsigmoid */
static const anyrt__op_tensor_rule_t hardsigmoid_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t hardsigmoid_info = {
    "hardsigmoid", ANYRT_OP_HARDSIGMOID, ANYRT_SLOT_OP_HARDSIGMOID, 0x87000u, -1,
    2, hardsigmoid_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_hardsigmoid,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_hardsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&hardsigmoid_info, "create_hardsigmoid_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_hardsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&hardsigmoid_info, "hardsigmoid", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- mish */
static const anyrt__op_tensor_rule_t mish_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t mish_info = {
    "mish", ANYRT_OP_MISH, ANYRT_SLOT_OP_MISH, 0x87000u, -1,
    2, mish_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_mish,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_mish_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&mish_info, "create_mish_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_mish(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&mish_info, "mish", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- logsigmoid */
static const anyrt__op_tensor_rule_t logsigmoid_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logsigmoid_info = {
    "logsigmoid", ANYRT_OP_LOGSIGMOID, ANYRT_SLOT_OP_LOGSIGMOID, 0x87000u, -1,
    2, logsigmoid_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logsigmoid,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logsigmoid_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&logsigmoid_info, "create_logsigmoid_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logsigmoid(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&logsigmoid_info, "logsigmoid", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- frac */
static const anyrt__op_tensor_rule_t frac_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t frac_info = {
    "frac", ANYRT_OP_FRAC, ANYRT_SLOT_OP_FRAC, 0x87000u, -1,
    2, frac_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_frac,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_frac_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&frac_info, "create_frac_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_frac(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&frac_info, "frac", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sinc */
static const anyrt__op_tensor_rule_t sinc_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sinc_info = {
    "sinc", ANYRT_OP_SINC, ANYRT_SLOT_OP_SINC, 0x87000u, -1,
    2, sinc_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sinc,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sinc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sinc_info, "create_sinc_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sinc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sinc_info, "sinc", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- signbit */
static const anyrt__op_tensor_rule_t signbit_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t signbit_info = {
    "signbit", ANYRT_OP_SIGNBIT, ANYRT_SLOT_OP_SIGNBIT, 0x87000u, -1,
    2, signbit_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_signbit,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_signbit_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&signbit_info, "create_signbit_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_signbit(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&signbit_info, "signbit", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- leaky_relu */
static const anyrt__op_tensor_rule_t leaky_relu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t leaky_relu_attrs[] = {
    {"negative_slope", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_leaky_relu_attrs_t, negative_slope), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t leaky_relu_info = {
    "leaky_relu", ANYRT_OP_LEAKY_RELU, ANYRT_SLOT_OP_LEAKY_RELU, 0x87000u, -1,
    2, leaky_relu_tensors,
    0, NULL,
    1, leaky_relu_attrs, sizeof(anyrt_leaky_relu_attrs_t),
    0, NULL,
    anyrt__impl_op_leaky_relu,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_leaky_relu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_leaky_relu_attrs_t attrs = {0};
    return anyrt__op_create(&leaky_relu_info, "create_leaky_relu_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_leaky_relu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float negative_slope, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_leaky_relu_attrs_t attrs = {0};
    attrs.negative_slope = negative_slope;
    return anyrt__op_run(&leaky_relu_info, "leaky_relu", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- elu */
static const anyrt__op_tensor_rule_t elu_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t elu_attrs[] = {
    {"alpha", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_elu_attrs_t, alpha), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"scale", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_elu_attrs_t, scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"input_scale", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_elu_attrs_t, input_scale), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t elu_info = {
    "elu", ANYRT_OP_ELU, ANYRT_SLOT_OP_ELU, 0x87000u, -1,
    2, elu_tensors,
    0, NULL,
    3, elu_attrs, sizeof(anyrt_elu_attrs_t),
    0, NULL,
    anyrt__impl_op_elu,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_elu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_elu_attrs_t attrs = {0};
    return anyrt__op_create(&elu_info, "create_elu_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_elu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float alpha, float scale, float input_scale, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_elu_attrs_t attrs = {0};
    attrs.alpha = alpha;
    attrs.scale = scale;
    attrs.input_scale = input_scale;
    return anyrt__op_run(&elu_info, "elu", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- hardshrink */
static const anyrt__op_tensor_rule_t hardshrink_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t hardshrink_attrs[] = {
    {"lambd", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_hardshrink_attrs_t, lambd), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t hardshrink_info = {
    "hardshrink", ANYRT_OP_HARDSHRINK, ANYRT_SLOT_OP_HARDSHRINK, 0x87000u, -1,
    2, hardshrink_tensors,
    0, NULL,
    1, hardshrink_attrs, sizeof(anyrt_hardshrink_attrs_t),
    0, NULL,
    anyrt__impl_op_hardshrink,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_hardshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_hardshrink_attrs_t attrs = {0};
    return anyrt__op_create(&hardshrink_info, "create_hardshrink_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_hardshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_hardshrink_attrs_t attrs = {0};
    attrs.lambd = lambd;
    return anyrt__op_run(&hardshrink_info, "hardshrink", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- softshrink */
static const anyrt__op_tensor_rule_t softshrink_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t softshrink_attrs[] = {
    {"lambd", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_softshrink_attrs_t, lambd), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t softshrink_info = {
    "softshrink", ANYRT_OP_SOFTSHRINK, ANYRT_SLOT_OP_SOFTSHRINK, 0x87000u, -1,
    2, softshrink_tensors,
    0, NULL,
    1, softshrink_attrs, sizeof(anyrt_softshrink_attrs_t),
    0, NULL,
    anyrt__impl_op_softshrink,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_softshrink_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_softshrink_attrs_t attrs = {0};
    return anyrt__op_create(&softshrink_info, "create_softshrink_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_softshrink(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float lambd, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_softshrink_attrs_t attrs = {0};
    attrs.lambd = lambd;
    return anyrt__op_run(&softshrink_info, "softshrink", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- threshold */
static const anyrt__op_tensor_rule_t threshold_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t threshold_attrs[] = {
    {"threshold", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_threshold_attrs_t, threshold), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"value", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_threshold_attrs_t, value), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t threshold_info = {
    "threshold", ANYRT_OP_THRESHOLD, ANYRT_SLOT_OP_THRESHOLD, 0x87000u, -1,
    2, threshold_tensors,
    0, NULL,
    2, threshold_attrs, sizeof(anyrt_threshold_attrs_t),
    0, NULL,
    anyrt__impl_op_threshold,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_threshold_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_threshold_attrs_t attrs = {0};
    return anyrt__op_create(&threshold_info, "create_threshold_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_threshold(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float threshold, float value, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_threshold_attrs_t attrs = {0};
    attrs.threshold = threshold;
    attrs.value = value;
    return anyrt__op_run(&threshold_info, "threshold", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- nan_to_num */
static const anyrt__op_tensor_rule_t nan_to_num_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t nan_to_num_attrs[] = {
    {"nan", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_nan_to_num_attrs_t, nan), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"posinf", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_nan_to_num_attrs_t, posinf), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"neginf", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_nan_to_num_attrs_t, neginf), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t nan_to_num_info = {
    "nan_to_num", ANYRT_OP_NAN_TO_NUM, ANYRT_SLOT_OP_NAN_TO_NUM, 0x87000u, -1,
    2, nan_to_num_tensors,
    0, NULL,
    3, nan_to_num_attrs, sizeof(anyrt_nan_to_num_attrs_t),
    0, NULL,
    anyrt__impl_op_nan_to_num,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_nan_to_num_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_nan_to_num_attrs_t attrs = {0};
    return anyrt__op_create(&nan_to_num_info, "create_nan_to_num_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_nan_to_num(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, float nan, float posinf, float neginf, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_nan_to_num_attrs_t attrs = {0};
    attrs.nan = nan;
    attrs.posinf = posinf;
    attrs.neginf = neginf;
    return anyrt__op_run(&nan_to_num_info, "nan_to_num", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- xlogy */
static const anyrt__op_tensor_rule_t xlogy_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t xlogy_info = {
    "xlogy", ANYRT_OP_XLOGY, ANYRT_SLOT_OP_XLOGY, 0x87000u, -1,
    3, xlogy_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_xlogy,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_xlogy_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&xlogy_info, "create_xlogy_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_xlogy(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&xlogy_info, "xlogy", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- xlog1py */
static const anyrt__op_tensor_rule_t xlog1py_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t xlog1py_info = {
    "xlog1py", ANYRT_OP_XLOG1PY, ANYRT_SLOT_OP_XLOG1PY, 0x87000u, -1,
    3, xlog1py_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_xlog1py,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_xlog1py_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&xlog1py_info, "create_xlog1py_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_xlog1py(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&xlog1py_info, "xlog1py", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- heaviside */
static const anyrt__op_tensor_rule_t heaviside_tensors[] = {
    {"c", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"a", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"b", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t heaviside_info = {
    "heaviside", ANYRT_OP_HEAVISIDE, ANYRT_SLOT_OP_HEAVISIDE, 0x870f8u, -1,
    3, heaviside_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_heaviside,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_heaviside_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t c, anyrt_tensor_desc_t a, anyrt_tensor_desc_t b) {
    const anyrt_tensor_desc_t tensors[] = {c, a, b};
    return anyrt__op_create(&heaviside_info, "create_heaviside_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_heaviside(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, anyrt_stream_t stream) {
    void* const data[] = {c, (void*)a, (void*)b};
    return anyrt__op_run(&heaviside_info, "heaviside", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- sum */
static const anyrt__op_tensor_rule_t sum_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t sum_info = {
    "sum", ANYRT_OP_SUM, ANYRT_SLOT_OP_SUM, 0x870f8u, -1,
    2, sum_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_sum,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&sum_info, "create_sum_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_sum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&sum_info, "sum", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- mean */
static const anyrt__op_tensor_rule_t mean_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t mean_info = {
    "mean", ANYRT_OP_MEAN, ANYRT_SLOT_OP_MEAN, 0x87000u, -1,
    2, mean_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_mean,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_mean_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&mean_info, "create_mean_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_mean(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&mean_info, "mean", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- prod */
static const anyrt__op_tensor_rule_t prod_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t prod_info = {
    "prod", ANYRT_OP_PROD, ANYRT_SLOT_OP_PROD, 0x870f8u, -1,
    2, prod_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_prod,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_prod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&prod_info, "create_prod_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_prod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&prod_info, "prod", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- amax */
static const anyrt__op_tensor_rule_t amax_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t amax_info = {
    "amax", ANYRT_OP_AMAX, ANYRT_SLOT_OP_AMAX, 0x870f8u, -1,
    2, amax_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_amax,
    0, NULL, -1,
    1,
    1,
};

ANYRT_API anyrt_status_t anyrt_create_amax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&amax_info, "create_amax_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_amax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&amax_info, "amax", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- amin */
static const anyrt__op_tensor_rule_t amin_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t amin_info = {
    "amin", ANYRT_OP_AMIN, ANYRT_SLOT_OP_AMIN, 0x870f8u, -1,
    2, amin_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_amin,
    0, NULL, -1,
    1,
    1,
};

ANYRT_API anyrt_status_t anyrt_create_amin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&amin_info, "create_amin_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_amin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&amin_info, "amin", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- norm */
static const anyrt__op_tensor_rule_t norm_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t norm_info = {
    "norm", ANYRT_OP_NORM, ANYRT_SLOT_OP_NORM, 0x87000u, -1,
    2, norm_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_norm,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&norm_info, "create_norm_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&norm_info, "norm", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- any */
static const anyrt__op_tensor_rule_t any_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t any_info = {
    "any", ANYRT_OP_ANY, ANYRT_SLOT_OP_ANY, 0x870fcu, -1,
    2, any_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_any,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_any_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&any_info, "create_any_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_any(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&any_info, "any", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- all */
static const anyrt__op_tensor_rule_t all_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t all_info = {
    "all", ANYRT_OP_ALL, ANYRT_SLOT_OP_ALL, 0x870fcu, -1,
    2, all_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_all,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_all_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&all_info, "create_all_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_all(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&all_info, "all", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- count_nonzero */
static const anyrt__op_tensor_rule_t count_nonzero_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x40u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t count_nonzero_info = {
    "count_nonzero", ANYRT_OP_COUNT_NONZERO, ANYRT_SLOT_OP_COUNT_NONZERO, 0x870fcu, -1,
    2, count_nonzero_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_count_nonzero,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_count_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&count_nonzero_info, "create_count_nonzero_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_count_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&count_nonzero_info, "count_nonzero", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- cast */
static const anyrt__op_tensor_rule_t cast_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x877feu, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t cast_info = {
    "cast", ANYRT_OP_CAST, ANYRT_SLOT_OP_CAST, 0x877feu, -1,
    2, cast_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_cast,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cast_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&cast_info, "create_cast_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_cast(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&cast_info, "cast", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- uniform */
static const anyrt__op_tensor_rule_t uniform_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t uniform_attrs[] = {
    {"seed", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_uniform_attrs_t, seed), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"offset", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_uniform_attrs_t, offset), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"low", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_uniform_attrs_t, low), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"high", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_uniform_attrs_t, high), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, 0, 2},
};

static const anyrt__op_info_t uniform_info = {
    "uniform", ANYRT_OP_UNIFORM, ANYRT_SLOT_OP_UNIFORM, 0x87000u, -1,
    1, uniform_tensors,
    0, NULL,
    4, uniform_attrs, sizeof(anyrt_uniform_attrs_t),
    0, NULL,
    anyrt__impl_op_uniform,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_uniform_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_uniform_attrs_t attrs = {0};
    return anyrt__op_create(&uniform_info, "create_uniform_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_uniform(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float low, float high, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_uniform_attrs_t attrs = {0};
    attrs.seed = seed;
    attrs.offset = offset;
    attrs.low = low;
    attrs.high = high;
    return anyrt__op_run(&uniform_info, "uniform", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- normal */
static const anyrt__op_tensor_rule_t normal_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t normal_attrs[] = {
    {"seed", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_normal_attrs_t, seed), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"offset", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_normal_attrs_t, offset), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"mean", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_normal_attrs_t, mean), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"std", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_normal_attrs_t, std), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t normal_info = {
    "normal", ANYRT_OP_NORMAL, ANYRT_SLOT_OP_NORMAL, 0x87000u, -1,
    1, normal_tensors,
    0, NULL,
    4, normal_attrs, sizeof(anyrt_normal_attrs_t),
    0, NULL,
    anyrt__impl_op_normal,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_normal_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_normal_attrs_t attrs = {0};
    return anyrt__op_create(&normal_info, "create_normal_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_normal(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float mean, float std, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_normal_attrs_t attrs = {0};
    attrs.seed = seed;
    attrs.offset = offset;
    attrs.mean = mean;
    attrs.std = std;
    return anyrt__op_run(&normal_info, "normal", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- bernoulli */
static const anyrt__op_tensor_rule_t bernoulli_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t bernoulli_attrs[] = {
    {"seed", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_bernoulli_attrs_t, seed), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"offset", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_bernoulli_attrs_t, offset), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"p", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_bernoulli_attrs_t, p), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t bernoulli_info = {
    "bernoulli", ANYRT_OP_BERNOULLI, ANYRT_SLOT_OP_BERNOULLI, 0x87084u, -1,
    1, bernoulli_tensors,
    0, NULL,
    3, bernoulli_attrs, sizeof(anyrt_bernoulli_attrs_t),
    0, NULL,
    anyrt__impl_op_bernoulli,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_bernoulli_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_bernoulli_attrs_t attrs = {0};
    return anyrt__op_create(&bernoulli_info, "create_bernoulli_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_bernoulli(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, float p, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_bernoulli_attrs_t attrs = {0};
    attrs.seed = seed;
    attrs.offset = offset;
    attrs.p = p;
    return anyrt__op_run(&bernoulli_info, "bernoulli", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- randint */
static const anyrt__op_tensor_rule_t randint_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t randint_attrs[] = {
    {"seed", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_randint_attrs_t, seed), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"offset", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_randint_attrs_t, offset), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"low", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_randint_attrs_t, low), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"high", ANYRT__OP_ATTR_INT64, 0, offsetof(anyrt_randint_attrs_t, high), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, 1, 2},
};

static const anyrt__op_info_t randint_info = {
    "randint", ANYRT_OP_RANDINT, ANYRT_SLOT_OP_RANDINT, 0x87060u, -1,
    1, randint_tensors,
    0, NULL,
    4, randint_attrs, sizeof(anyrt_randint_attrs_t),
    0, NULL,
    anyrt__impl_op_randint,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_randint_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_randint_attrs_t attrs = {0};
    return anyrt__op_create(&randint_info, "create_randint_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_randint(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, int64_t seed, int64_t offset, int64_t low, int64_t high, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_randint_attrs_t attrs = {0};
    attrs.seed = seed;
    attrs.offset = offset;
    attrs.low = low;
    attrs.high = high;
    return anyrt__op_run(&randint_info, "randint", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- masked_fill */
static const anyrt__op_tensor_rule_t masked_fill_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"mask", 0, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t masked_fill_attrs[] = {
    {"value", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_masked_fill_attrs_t, value), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t masked_fill_info = {
    "masked_fill", ANYRT_OP_MASKED_FILL, ANYRT_SLOT_OP_MASKED_FILL, 0x870fcu, -1,
    3, masked_fill_tensors,
    0, NULL,
    1, masked_fill_attrs, sizeof(anyrt_masked_fill_attrs_t),
    0, NULL,
    anyrt__impl_op_masked_fill,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_masked_fill_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask) {
    const anyrt_tensor_desc_t tensors[] = {y, x, mask};
    anyrt_masked_fill_attrs_t attrs = {0};
    return anyrt__op_create(&masked_fill_info, "create_masked_fill_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_masked_fill(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, float value, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)mask};
    anyrt_masked_fill_attrs_t attrs = {0};
    attrs.value = value;
    return anyrt__op_run(&masked_fill_info, "masked_fill", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- arange */
static const anyrt__op_tensor_rule_t arange_tensors[] = {
    {"y", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const arange_symbols[] = {"n"};
static const anyrt__op_attr_rule_t arange_attrs[] = {
    {"start", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_arange_attrs_t, start), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"step", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_arange_attrs_t, step), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t arange_info = {
    "arange", ANYRT_OP_ARANGE, ANYRT_SLOT_OP_ARANGE, 0x870f8u, -1,
    1, arange_tensors,
    1, arange_symbols,
    2, arange_attrs, sizeof(anyrt_arange_attrs_t),
    0, NULL,
    anyrt__impl_op_arange,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_arange_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_arange_attrs_t attrs = {0};
    return anyrt__op_create(&arange_info, "create_arange_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_arange(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float step, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_arange_attrs_t attrs = {0};
    attrs.start = start;
    attrs.step = step;
    return anyrt__op_run(&arange_info, "arange", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- linspace */
static const anyrt__op_tensor_rule_t linspace_tensors[] = {
    {"y", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const linspace_symbols[] = {"n"};
static const anyrt__op_attr_rule_t linspace_attrs[] = {
    {"start", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_linspace_attrs_t, start), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"end", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_linspace_attrs_t, end), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t linspace_info = {
    "linspace", ANYRT_OP_LINSPACE, ANYRT_SLOT_OP_LINSPACE, 0x870f8u, -1,
    1, linspace_tensors,
    1, linspace_symbols,
    2, linspace_attrs, sizeof(anyrt_linspace_attrs_t),
    0, NULL,
    anyrt__impl_op_linspace,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_linspace_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y) {
    const anyrt_tensor_desc_t tensors[] = {y};
    anyrt_linspace_attrs_t attrs = {0};
    return anyrt__op_create(&linspace_info, "create_linspace_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_linspace(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, float start, float end, anyrt_stream_t stream) {
    void* const data[] = {y};
    anyrt_linspace_attrs_t attrs = {0};
    attrs.start = start;
    attrs.end = end;
    return anyrt__op_run(&linspace_info, "linspace", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- tril */
static const anyrt__op_tensor_rule_t tril_tensors[] = {
    {"y", 1, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const tril_symbols[] = {"m", "n"};
static const anyrt__op_attr_rule_t tril_attrs[] = {
    {"diagonal", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_tril_attrs_t, diagonal), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t tril_info = {
    "tril", ANYRT_OP_TRIL, ANYRT_SLOT_OP_TRIL, 0x870fcu, -1,
    2, tril_tensors,
    2, tril_symbols,
    1, tril_attrs, sizeof(anyrt_tril_attrs_t),
    0, NULL,
    anyrt__impl_op_tril,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_tril_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_tril_attrs_t attrs = {0};
    attrs.diagonal = diagonal;
    return anyrt__op_create(&tril_info, "create_tril_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_tril(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_tril_attrs_t attrs = {0};
    return anyrt__op_run(&tril_info, "tril", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- triu */
static const anyrt__op_tensor_rule_t triu_tensors[] = {
    {"y", 1, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const triu_symbols[] = {"m", "n"};
static const anyrt__op_attr_rule_t triu_attrs[] = {
    {"diagonal", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_triu_attrs_t, diagonal), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t triu_info = {
    "triu", ANYRT_OP_TRIU, ANYRT_SLOT_OP_TRIU, 0x870fcu, -1,
    2, triu_tensors,
    2, triu_symbols,
    1, triu_attrs, sizeof(anyrt_triu_attrs_t),
    0, NULL,
    anyrt__impl_op_triu,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_triu_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int diagonal) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_triu_attrs_t attrs = {0};
    attrs.diagonal = diagonal;
    return anyrt__op_create(&triu_info, "create_triu_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_triu(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_triu_attrs_t attrs = {0};
    return anyrt__op_run(&triu_info, "triu", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- one_hot */
static const anyrt__op_tensor_rule_t one_hot_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const one_hot_symbols[] = {"num_classes"};
static const anyrt__op_attr_rule_t one_hot_attrs[] = {
    {"num_classes", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_one_hot_attrs_t, num_classes), 1.0, INFINITY, -1, NULL, 0, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t one_hot_info = {
    "one_hot", ANYRT_OP_ONE_HOT, ANYRT_SLOT_OP_ONE_HOT, 0x870fcu, -1,
    2, one_hot_tensors,
    1, one_hot_symbols,
    1, one_hot_attrs, sizeof(anyrt_one_hot_attrs_t),
    0, NULL,
    anyrt__impl_op_one_hot,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_one_hot_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t index, int num_classes) {
    const anyrt_tensor_desc_t tensors[] = {y, index};
    anyrt_one_hot_attrs_t attrs = {0};
    attrs.num_classes = num_classes;
    return anyrt__op_create(&one_hot_info, "create_one_hot_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_one_hot(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* index, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)index};
    anyrt_one_hot_attrs_t attrs = {0};
    return anyrt__op_run(&one_hot_info, "one_hot", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- gather */
static const anyrt__op_tensor_rule_t gather_tensors[] = {
    {"out", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 1, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const gather_symbols[] = {"k", "n"};

static const anyrt__op_info_t gather_info = {
    "gather", ANYRT_OP_GATHER, ANYRT_SLOT_OP_GATHER, 0x870fcu, -1,
    3, gather_tensors,
    2, gather_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_gather,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_gather_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index) {
    const anyrt_tensor_desc_t tensors[] = {out, x, index};
    return anyrt__op_create(&gather_info, "create_gather_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_gather(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)x, (void*)index};
    return anyrt__op_run(&gather_info, "gather", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- index_select */
static const anyrt__op_tensor_rule_t index_select_tensors[] = {
    {"out", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 0, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const index_select_symbols[] = {"k", "n"};

static const anyrt__op_info_t index_select_info = {
    "index_select", ANYRT_OP_INDEX_SELECT, ANYRT_SLOT_OP_INDEX_SELECT, 0x870fcu, -1,
    3, index_select_tensors,
    2, index_select_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_index_select,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_index_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t out, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index) {
    const anyrt_tensor_desc_t tensors[] = {out, x, index};
    return anyrt__op_create(&index_select_info, "create_index_select_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_index_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* out, const void* x, const void* index, anyrt_stream_t stream) {
    void* const data[] = {out, (void*)x, (void*)index};
    return anyrt__op_run(&index_select_info, "index_select", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- scatter */
static const anyrt__op_tensor_rule_t scatter_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 1, 1, {{1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"src", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const scatter_symbols[] = {"n", "k"};

static const anyrt__op_info_t scatter_info = {
    "scatter", ANYRT_OP_SCATTER, ANYRT_SLOT_OP_SCATTER, 0x870fcu, -1,
    4, scatter_tensors,
    2, scatter_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_scatter,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_scatter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src) {
    const anyrt_tensor_desc_t tensors[] = {y, x, index, src};
    return anyrt__op_create(&scatter_info, "create_scatter_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_scatter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)index, (void*)src};
    return anyrt__op_run(&scatter_info, "scatter", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- scatter_add */
static const anyrt__op_tensor_rule_t scatter_add_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 1, 1, {{1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"src", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const scatter_add_symbols[] = {"n", "k"};

static const anyrt__op_info_t scatter_add_info = {
    "scatter_add", ANYRT_OP_SCATTER_ADD, ANYRT_SLOT_OP_SCATTER_ADD, 0x870f8u, -1,
    4, scatter_add_tensors,
    2, scatter_add_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_scatter_add,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_scatter_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src) {
    const anyrt_tensor_desc_t tensors[] = {y, x, index, src};
    return anyrt__op_create(&scatter_add_info, "create_scatter_add_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_scatter_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)index, (void*)src};
    return anyrt__op_run(&scatter_add_info, "scatter_add", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- index_add */
static const anyrt__op_tensor_rule_t index_add_tensors[] = {
    {"y", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"index", 0, 0, 1, {{1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"src", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const index_add_symbols[] = {"n", "k"};
static const anyrt__op_attr_rule_t index_add_attrs[] = {
    {"alpha", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_index_add_attrs_t, alpha), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t index_add_info = {
    "index_add", ANYRT_OP_INDEX_ADD, ANYRT_SLOT_OP_INDEX_ADD, 0x870f8u, -1,
    4, index_add_tensors,
    2, index_add_symbols,
    1, index_add_attrs, sizeof(anyrt_index_add_attrs_t),
    0, NULL,
    anyrt__impl_op_index_add,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_index_add_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t index, anyrt_tensor_desc_t src) {
    const anyrt_tensor_desc_t tensors[] = {y, x, index, src};
    anyrt_index_add_attrs_t attrs = {0};
    return anyrt__op_create(&index_add_info, "create_index_add_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_index_add(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* index, const void* src, float alpha, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)index, (void*)src};
    anyrt_index_add_attrs_t attrs = {0};
    attrs.alpha = alpha;
    return anyrt__op_run(&index_add_info, "index_add", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- cumsum */
static const anyrt__op_tensor_rule_t cumsum_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t cumsum_attrs[] = {
    {"dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumsum_attrs_t, dim), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
    {"exclusive", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumsum_attrs_t, exclusive), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"reverse", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumsum_attrs_t, reverse), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t cumsum_info = {
    "cumsum", ANYRT_OP_CUMSUM, ANYRT_SLOT_OP_CUMSUM, 0x870f8u, -1,
    2, cumsum_tensors,
    0, NULL,
    3, cumsum_attrs, sizeof(anyrt_cumsum_attrs_t),
    0, NULL,
    anyrt__impl_op_cumsum,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cumsum_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_cumsum_attrs_t attrs = {0};
    attrs.dim = dim;
    attrs.exclusive = exclusive;
    attrs.reverse = reverse;
    return anyrt__op_create(&cumsum_info, "create_cumsum_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_cumsum(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_cumsum_attrs_t attrs = {0};
    return anyrt__op_run(&cumsum_info, "cumsum", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- cumprod */
static const anyrt__op_tensor_rule_t cumprod_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t cumprod_attrs[] = {
    {"dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumprod_attrs_t, dim), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
    {"exclusive", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumprod_attrs_t, exclusive), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"reverse", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_cumprod_attrs_t, reverse), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t cumprod_info = {
    "cumprod", ANYRT_OP_CUMPROD, ANYRT_SLOT_OP_CUMPROD, 0x870f8u, -1,
    2, cumprod_tensors,
    0, NULL,
    3, cumprod_attrs, sizeof(anyrt_cumprod_attrs_t),
    0, NULL,
    anyrt__impl_op_cumprod,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cumprod_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int dim, bool exclusive, bool reverse) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_cumprod_attrs_t attrs = {0};
    attrs.dim = dim;
    attrs.exclusive = exclusive;
    attrs.reverse = reverse;
    return anyrt__op_create(&cumprod_info, "create_cumprod_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_cumprod(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_cumprod_attrs_t attrs = {0};
    return anyrt__op_run(&cumprod_info, "cumprod", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- topk */
static const anyrt__op_tensor_rule_t topk_tensors[] = {
    {"values", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"indices", 1, 1, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const topk_symbols[] = {"k", "n"};
static const anyrt__op_attr_rule_t topk_attrs[] = {
    {"k", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_topk_attrs_t, k), 0.0, INFINITY, -1, NULL, 0, 0, 0, NULL, -1, -1},
    {"largest", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_topk_attrs_t, largest), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};
static const anyrt__op_require_t topk_require[] = {{0, 2, 1, -1}};

static const anyrt__op_info_t topk_info = {
    "topk", ANYRT_OP_TOPK, ANYRT_SLOT_OP_TOPK, 0x870f8u, -1,
    3, topk_tensors,
    2, topk_symbols,
    2, topk_attrs, sizeof(anyrt_topk_attrs_t),
    1, topk_require,
    anyrt__impl_op_topk,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_topk_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, int k, bool largest) {
    const anyrt_tensor_desc_t tensors[] = {values, indices, x};
    anyrt_topk_attrs_t attrs = {0};
    attrs.k = k;
    attrs.largest = largest;
    return anyrt__op_create(&topk_info, "create_topk_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_topk(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream) {
    void* const data[] = {values, indices, (void*)x};
    anyrt_topk_attrs_t attrs = {0};
    return anyrt__op_run(&topk_info, "topk", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- sort */
static const anyrt__op_tensor_rule_t sort_tensors[] = {
    {"values", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"indices", 1, 1, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const sort_symbols[] = {"n"};
static const anyrt__op_attr_rule_t sort_attrs[] = {
    {"descending", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_sort_attrs_t, descending), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t sort_info = {
    "sort", ANYRT_OP_SORT, ANYRT_SLOT_OP_SORT, 0x870f8u, -1,
    3, sort_tensors,
    1, sort_symbols,
    1, sort_attrs, sizeof(anyrt_sort_attrs_t),
    0, NULL,
    anyrt__impl_op_sort,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t values, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending) {
    const anyrt_tensor_desc_t tensors[] = {values, indices, x};
    anyrt_sort_attrs_t attrs = {0};
    attrs.descending = descending;
    return anyrt__op_create(&sort_info, "create_sort_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_sort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, anyrt_stream_t stream) {
    void* const data[] = {values, indices, (void*)x};
    anyrt_sort_attrs_t attrs = {0};
    return anyrt__op_run(&sort_info, "sort", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- argsort */
static const anyrt__op_tensor_rule_t argsort_tensors[] = {
    {"indices", 1, 1, 1, {{0, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const argsort_symbols[] = {"n"};
static const anyrt__op_attr_rule_t argsort_attrs[] = {
    {"descending", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_argsort_attrs_t, descending), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t argsort_info = {
    "argsort", ANYRT_OP_ARGSORT, ANYRT_SLOT_OP_ARGSORT, 0x870f8u, -1,
    2, argsort_tensors,
    1, argsort_symbols,
    1, argsort_attrs, sizeof(anyrt_argsort_attrs_t),
    0, NULL,
    anyrt__impl_op_argsort,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_argsort_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, bool descending) {
    const anyrt_tensor_desc_t tensors[] = {indices, x};
    anyrt_argsort_attrs_t attrs = {0};
    attrs.descending = descending;
    return anyrt__op_create(&argsort_info, "create_argsort_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_argsort(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* indices, const void* x, anyrt_stream_t stream) {
    void* const data[] = {indices, (void*)x};
    anyrt_argsort_attrs_t attrs = {0};
    return anyrt__op_run(&argsort_info, "argsort", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- argmax */
static const anyrt__op_tensor_rule_t argmax_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const argmax_symbols[] = {"n"};

static const anyrt__op_info_t argmax_info = {
    "argmax", ANYRT_OP_ARGMAX, ANYRT_SLOT_OP_ARGMAX, 0x870f8u, -1,
    2, argmax_tensors,
    1, argmax_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_argmax,
    0, NULL, -1,
    -1,
    1,
};

ANYRT_API anyrt_status_t anyrt_create_argmax_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&argmax_info, "create_argmax_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_argmax(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&argmax_info, "argmax", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- argmin */
static const anyrt__op_tensor_rule_t argmin_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const argmin_symbols[] = {"n"};

static const anyrt__op_info_t argmin_info = {
    "argmin", ANYRT_OP_ARGMIN, ANYRT_SLOT_OP_ARGMIN, 0x870f8u, -1,
    2, argmin_tensors,
    1, argmin_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_argmin,
    0, NULL, -1,
    -1,
    1,
};

ANYRT_API anyrt_status_t anyrt_create_argmin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&argmin_info, "create_argmin_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_argmin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&argmin_info, "argmin", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- histc */
static const anyrt__op_tensor_rule_t histc_tensors[] = {
    {"y", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const histc_symbols[] = {"bins"};
static const anyrt__op_attr_rule_t histc_attrs[] = {
    {"bins", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_histc_attrs_t, bins), 1.0, INFINITY, -1, NULL, 0, 0, 0, NULL, -1, -1},
    {"min_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_histc_attrs_t, min_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"max_val", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_histc_attrs_t, max_val), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t histc_info = {
    "histc", ANYRT_OP_HISTC, ANYRT_SLOT_OP_HISTC, 0x870f8u, -1,
    2, histc_tensors,
    1, histc_symbols,
    3, histc_attrs, sizeof(anyrt_histc_attrs_t),
    0, NULL,
    anyrt__impl_op_histc,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_histc_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int bins, float min_val, float max_val) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_histc_attrs_t attrs = {0};
    attrs.bins = bins;
    attrs.min_val = min_val;
    attrs.max_val = max_val;
    return anyrt__op_create(&histc_info, "create_histc_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_histc(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_histc_attrs_t attrs = {0};
    return anyrt__op_run(&histc_info, "histc", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- softmax_backward */
static const anyrt__op_tensor_rule_t softmax_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"y", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t softmax_backward_attrs[] = {
    {"axis", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_softmax_backward_attrs_t, axis), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t softmax_backward_info = {
    "softmax_backward", ANYRT_OP_SOFTMAX_BACKWARD, ANYRT_SLOT_OP_SOFTMAX_BACKWARD, 0x87000u, -1,
    3, softmax_backward_tensors,
    0, NULL,
    1, softmax_backward_attrs, sizeof(anyrt_softmax_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_softmax_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int axis) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, y};
    anyrt_softmax_backward_attrs_t attrs = {0};
    attrs.axis = axis;
    return anyrt__op_create(&softmax_backward_info, "create_softmax_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)y};
    anyrt_softmax_backward_attrs_t attrs = {0};
    return anyrt__op_run(&softmax_backward_info, "softmax_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- log_softmax_backward */
static const anyrt__op_tensor_rule_t log_softmax_backward_tensors[] = {
    {"dx", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"y", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t log_softmax_backward_attrs[] = {
    {"dim", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_log_softmax_backward_attrs_t, dim), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t log_softmax_backward_info = {
    "log_softmax_backward", ANYRT_OP_LOG_SOFTMAX_BACKWARD, ANYRT_SLOT_OP_LOG_SOFTMAX_BACKWARD, 0x87000u, -1,
    3, log_softmax_backward_tensors,
    0, NULL,
    1, log_softmax_backward_attrs, sizeof(anyrt_log_softmax_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_log_softmax_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_log_softmax_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t y, int dim) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, y};
    anyrt_log_softmax_backward_attrs_t attrs = {0};
    attrs.dim = dim;
    return anyrt__op_create(&log_softmax_backward_info, "create_log_softmax_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_log_softmax_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* y, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)y};
    anyrt_log_softmax_backward_attrs_t attrs = {0};
    return anyrt__op_run(&log_softmax_backward_info, "log_softmax_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- layer_norm_backward */
static const anyrt__op_tensor_rule_t layer_norm_backward_tensors[] = {
    {"dx", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dweight", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dbias", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"dy", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input_standardization", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input_std_deviation", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const layer_norm_backward_symbols[] = {"d"};

static const anyrt__op_info_t layer_norm_backward_info = {
    "layer_norm_backward", ANYRT_OP_LAYER_NORM_BACKWARD, ANYRT_SLOT_OP_LAYER_NORM_BACKWARD, 0x87000u, -1,
    7, layer_norm_backward_tensors,
    1, layer_norm_backward_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_layer_norm_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_layer_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input_standardization, anyrt_tensor_desc_t input_std_deviation, anyrt_tensor_desc_t weight) {
    const anyrt_tensor_desc_t tensors[] = {dx, dweight, dbias, dy, input_standardization, input_std_deviation, weight};
    return anyrt__op_create(&layer_norm_backward_info, "create_layer_norm_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_layer_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* input_standardization, const void* input_std_deviation, const void* weight, anyrt_stream_t stream) {
    void* const data[] = {dx, dweight, dbias, (void*)dy, (void*)input_standardization, (void*)input_std_deviation, (void*)weight};
    return anyrt__op_run(&layer_norm_backward_info, "layer_norm_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- rms_norm_backward */
static const anyrt__op_tensor_rule_t rms_norm_backward_tensors[] = {
    {"dx", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dw", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"w", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const rms_norm_backward_symbols[] = {"d"};
static const anyrt__op_attr_rule_t rms_norm_backward_attrs[] = {
    {"epsilon", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_rms_norm_backward_attrs_t, epsilon), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t rms_norm_backward_info = {
    "rms_norm_backward", ANYRT_OP_RMS_NORM_BACKWARD, ANYRT_SLOT_OP_RMS_NORM_BACKWARD, 0x87000u, -1,
    5, rms_norm_backward_tensors,
    1, rms_norm_backward_symbols,
    1, rms_norm_backward_attrs, sizeof(anyrt_rms_norm_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_rms_norm_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_rms_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, float epsilon) {
    const anyrt_tensor_desc_t tensors[] = {dx, dw, dy, x, w};
    anyrt_rms_norm_backward_attrs_t attrs = {0};
    attrs.epsilon = epsilon;
    return anyrt__op_create(&rms_norm_backward_info, "create_rms_norm_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_rms_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dw, const void* dy, const void* x, const void* w, anyrt_stream_t stream) {
    void* const data[] = {dx, dw, (void*)dy, (void*)x, (void*)w};
    anyrt_rms_norm_backward_attrs_t attrs = {0};
    return anyrt__op_run(&rms_norm_backward_info, "rms_norm_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- nll_loss */
static const anyrt__op_tensor_rule_t nll_loss_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"target", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const nll_loss_symbols[] = {"v"};

static const anyrt__op_info_t nll_loss_info = {
    "nll_loss", ANYRT_OP_NLL_LOSS, ANYRT_SLOT_OP_NLL_LOSS, 0x87000u, -1,
    3, nll_loss_tensors,
    1, nll_loss_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_nll_loss,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_nll_loss_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target) {
    const anyrt_tensor_desc_t tensors[] = {y, x, target};
    return anyrt__op_create(&nll_loss_info, "create_nll_loss_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_nll_loss(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)target};
    return anyrt__op_run(&nll_loss_info, "nll_loss", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- cross_entropy_backward */
static const anyrt__op_tensor_rule_t cross_entropy_backward_tensors[] = {
    {"dx", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"target", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const cross_entropy_backward_symbols[] = {"v"};

static const anyrt__op_info_t cross_entropy_backward_info = {
    "cross_entropy_backward", ANYRT_OP_CROSS_ENTROPY_BACKWARD, ANYRT_SLOT_OP_CROSS_ENTROPY_BACKWARD, 0x87000u, -1,
    4, cross_entropy_backward_tensors,
    1, cross_entropy_backward_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_cross_entropy_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_cross_entropy_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x, target};
    return anyrt__op_create(&cross_entropy_backward_info, "create_cross_entropy_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_cross_entropy_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x, (void*)target};
    return anyrt__op_run(&cross_entropy_backward_info, "cross_entropy_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- nll_loss_backward */
static const anyrt__op_tensor_rule_t nll_loss_backward_tensors[] = {
    {"dx", 1, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 1, {{0, 0, 1, 0}}, 0u, 0, 1, 0, 0, -1},
    {"target", 0, 1, 0, {{-1, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const nll_loss_backward_symbols[] = {"v"};

static const anyrt__op_info_t nll_loss_backward_info = {
    "nll_loss_backward", ANYRT_OP_NLL_LOSS_BACKWARD, ANYRT_SLOT_OP_NLL_LOSS_BACKWARD, 0x87000u, -1,
    4, nll_loss_backward_tensors,
    1, nll_loss_backward_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_nll_loss_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_nll_loss_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t target) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x, target};
    return anyrt__op_create(&nll_loss_backward_info, "create_nll_loss_backward_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_nll_loss_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, const void* target, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x, (void*)target};
    return anyrt__op_run(&nll_loss_backward_info, "nll_loss_backward", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- embedding_backward */
static const anyrt__op_tensor_rule_t embedding_backward_tensors[] = {
    {"dweight", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dy", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"input", 0, 0, 1, {{2, 0, 1, 0}}, 0x60u, 0, 0, 0, 0, -1},
};
static const char* const embedding_backward_symbols[] = {"v", "d", "n"};
static const anyrt__op_attr_rule_t embedding_backward_attrs[] = {
    {"padding_idx", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_embedding_backward_attrs_t, padding_idx), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t embedding_backward_info = {
    "embedding_backward", ANYRT_OP_EMBEDDING_BACKWARD, ANYRT_SLOT_OP_EMBEDDING_BACKWARD, 0x87000u, -1,
    3, embedding_backward_tensors,
    3, embedding_backward_symbols,
    1, embedding_backward_attrs, sizeof(anyrt_embedding_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_embedding_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_embedding_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t input, int padding_idx) {
    const anyrt_tensor_desc_t tensors[] = {dweight, dy, input};
    anyrt_embedding_backward_attrs_t attrs = {0};
    attrs.padding_idx = padding_idx;
    return anyrt__op_create(&embedding_backward_info, "create_embedding_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_embedding_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dweight, const void* dy, const void* input, anyrt_stream_t stream) {
    void* const data[] = {dweight, (void*)dy, (void*)input};
    anyrt_embedding_backward_attrs_t attrs = {0};
    return anyrt__op_run(&embedding_backward_info, "embedding_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- conv_backward_data */
static const anyrt__op_tensor_rule_t conv_backward_data_tensors[] = {
    {"dx", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"dy", 0, 0, 2, {{0, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"w", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 2},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 1, 0, 0, 0},
};
static const char* const conv_backward_data_symbols[] = {"nb", "cin", "cout"};
static const anyrt__op_group_t conv_backward_data_groups[] = {{"spatial", -1, 0, {0}}, {"out", 0, 5, {0, 2, -1, -2, -3}}, {"kernel", -1, 0, {0}}};
static const anyrt__op_attr_rule_t conv_backward_data_attrs[] = {
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_data_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_data_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_data_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_data_attrs_t, n), "n", -1, -1},
    {"dilations", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_data_attrs_t, dilations), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_data_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t conv_backward_data_info = {
    "conv_backward_data", ANYRT_OP_CONV_BACKWARD_DATA, ANYRT_SLOT_OP_CONV_BACKWARD_DATA, 0x87000u, -1,
    4, conv_backward_data_tensors,
    3, conv_backward_data_symbols,
    3, conv_backward_data_attrs, sizeof(anyrt_conv_backward_data_attrs_t),
    0, NULL,
    anyrt__impl_op_conv_backward_data,
    3, conv_backward_data_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_conv_backward_data_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t w, anyrt_tensor_desc_t x, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, w, x};
    anyrt_conv_backward_data_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.dilations[i] = dilations != NULL && i < n ? dilations[i] : 1;
    attrs.n = n;
    return anyrt__op_create(&conv_backward_data_info, "create_conv_backward_data_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_conv_backward_data(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* w, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)w, (void*)x};
    anyrt_conv_backward_data_attrs_t attrs = {0};
    return anyrt__op_run(&conv_backward_data_info, "conv_backward_data", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- conv_backward_filter */
static const anyrt__op_tensor_rule_t conv_backward_filter_tensors[] = {
    {"dw", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"db", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"dy", 0, 0, 2, {{2, 0, 1, 0}, {0, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"x", 0, 0, 2, {{2, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 2},
    {"w", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 1, 0, 0, 0},
};
static const char* const conv_backward_filter_symbols[] = {"cout", "cin", "nb"};
static const anyrt__op_group_t conv_backward_filter_groups[] = {{"kernel", -1, 0, {0}}, {"out", 0, 5, {2, 0, -1, -2, -3}}, {"spatial", -1, 0, {0}}};
static const anyrt__op_attr_rule_t conv_backward_filter_attrs[] = {
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_filter_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_filter_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_filter_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_filter_attrs_t, n), "n", -1, -1},
    {"dilations", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_conv_backward_filter_attrs_t, dilations), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_conv_backward_filter_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t conv_backward_filter_info = {
    "conv_backward_filter", ANYRT_OP_CONV_BACKWARD_FILTER, ANYRT_SLOT_OP_CONV_BACKWARD_FILTER, 0x87000u, -1,
    5, conv_backward_filter_tensors,
    3, conv_backward_filter_symbols,
    3, conv_backward_filter_attrs, sizeof(anyrt_conv_backward_filter_attrs_t),
    0, NULL,
    anyrt__impl_op_conv_backward_filter,
    3, conv_backward_filter_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_conv_backward_filter_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dw, anyrt_tensor_desc_t db, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t w, const int64_t* pads, const int64_t* strides, const int64_t* dilations, int n) {
    const anyrt_tensor_desc_t tensors[] = {dw, db, dy, x, w};
    anyrt_conv_backward_filter_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.dilations[i] = dilations != NULL && i < n ? dilations[i] : 1;
    attrs.n = n;
    return anyrt__op_create(&conv_backward_filter_info, "create_conv_backward_filter_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_conv_backward_filter(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dw, void* db, const void* dy, const void* x, const void* w, anyrt_stream_t stream) {
    void* const data[] = {dw, db, (void*)dy, (void*)x, (void*)w};
    anyrt_conv_backward_filter_attrs_t attrs = {0};
    return anyrt__op_run(&conv_backward_filter_info, "conv_backward_filter", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- max_pool */
static const anyrt__op_tensor_rule_t max_pool_tensors[] = {
    {"y", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"indices", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x40u, 0, 0, 0, 0, 0},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
};
static const char* const max_pool_symbols[] = {"nb", "c"};
static const anyrt__op_group_t max_pool_groups[] = {{"out", 1, 4, {1, -1, -3, -2}}, {"spatial", -1, 0, {0}}};
static const anyrt__op_attr_rule_t max_pool_attrs[] = {
    {"kernel_size", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_attrs_t, kernel_size), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_attrs_t, n), "n", -1, -1},
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t max_pool_info = {
    "max_pool", ANYRT_OP_MAX_POOL, ANYRT_SLOT_OP_MAX_POOL, 0x87000u, -1,
    3, max_pool_tensors,
    2, max_pool_symbols,
    3, max_pool_attrs, sizeof(anyrt_max_pool_attrs_t),
    0, NULL,
    anyrt__impl_op_max_pool,
    2, max_pool_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_max_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n) {
    const anyrt_tensor_desc_t tensors[] = {y, indices, x};
    anyrt_max_pool_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.kernel_size[i] = kernel_size != NULL && i < n ? kernel_size[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    attrs.n = n;
    return anyrt__op_create(&max_pool_info, "create_max_pool_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_max_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* indices, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, indices, (void*)x};
    anyrt_max_pool_attrs_t attrs = {0};
    return anyrt__op_run(&max_pool_info, "max_pool", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- max_pool_backward */
static const anyrt__op_tensor_rule_t max_pool_backward_tensors[] = {
    {"dx", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"dy", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"indices", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x40u, 0, 0, 0, 0, 1},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 1, 0, 0, 0},
};
static const char* const max_pool_backward_symbols[] = {"nb", "c"};
static const anyrt__op_group_t max_pool_backward_groups[] = {{"spatial", -1, 0, {0}}, {"out", 1, 4, {0, -1, -3, -2}}};
static const anyrt__op_attr_rule_t max_pool_backward_attrs[] = {
    {"kernel_size", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_backward_attrs_t, kernel_size), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_backward_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_backward_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_backward_attrs_t, n), "n", -1, -1},
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_max_pool_backward_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_max_pool_backward_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t max_pool_backward_info = {
    "max_pool_backward", ANYRT_OP_MAX_POOL_BACKWARD, ANYRT_SLOT_OP_MAX_POOL_BACKWARD, 0x87000u, -1,
    4, max_pool_backward_tensors,
    2, max_pool_backward_symbols,
    3, max_pool_backward_attrs, sizeof(anyrt_max_pool_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_max_pool_backward,
    2, max_pool_backward_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_max_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t indices, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, int n) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, indices, x};
    anyrt_max_pool_backward_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.kernel_size[i] = kernel_size != NULL && i < n ? kernel_size[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    attrs.n = n;
    return anyrt__op_create(&max_pool_backward_info, "create_max_pool_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_max_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* indices, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)indices, (void*)x};
    anyrt_max_pool_backward_attrs_t attrs = {0};
    return anyrt__op_run(&max_pool_backward_info, "max_pool_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- avg_pool */
static const anyrt__op_tensor_rule_t avg_pool_tensors[] = {
    {"y", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
};
static const char* const avg_pool_symbols[] = {"nb", "c"};
static const anyrt__op_group_t avg_pool_groups[] = {{"out", 1, 4, {1, -1, -3, -2}}, {"spatial", -1, 0, {0}}};
static const anyrt__op_attr_rule_t avg_pool_attrs[] = {
    {"kernel_size", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_attrs_t, kernel_size), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_attrs_t, n), "n", -1, -1},
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_attrs_t, n), "n", -1, -1},
    {"count_include_pad", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_avg_pool_attrs_t, count_include_pad), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t avg_pool_info = {
    "avg_pool", ANYRT_OP_AVG_POOL, ANYRT_SLOT_OP_AVG_POOL, 0x87000u, -1,
    2, avg_pool_tensors,
    2, avg_pool_symbols,
    4, avg_pool_attrs, sizeof(anyrt_avg_pool_attrs_t),
    0, NULL,
    anyrt__impl_op_avg_pool,
    2, avg_pool_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_avg_pool_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_avg_pool_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.kernel_size[i] = kernel_size != NULL && i < n ? kernel_size[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    attrs.count_include_pad = count_include_pad;
    attrs.n = n;
    return anyrt__op_create(&avg_pool_info, "create_avg_pool_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_avg_pool(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_avg_pool_attrs_t attrs = {0};
    return anyrt__op_run(&avg_pool_info, "avg_pool", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- avg_pool_backward */
static const anyrt__op_tensor_rule_t avg_pool_backward_tensors[] = {
    {"dx", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"dy", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"x", 0, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 1, 0, 0, 0},
};
static const char* const avg_pool_backward_symbols[] = {"nb", "c"};
static const anyrt__op_group_t avg_pool_backward_groups[] = {{"spatial", -1, 0, {0}}, {"out", 1, 4, {0, -1, -3, -2}}};
static const anyrt__op_attr_rule_t avg_pool_backward_attrs[] = {
    {"kernel_size", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_backward_attrs_t, kernel_size), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_backward_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_backward_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_backward_attrs_t, n), "n", -1, -1},
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_avg_pool_backward_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 3, offsetof(anyrt_avg_pool_backward_attrs_t, n), "n", -1, -1},
    {"count_include_pad", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_avg_pool_backward_attrs_t, count_include_pad), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t avg_pool_backward_info = {
    "avg_pool_backward", ANYRT_OP_AVG_POOL_BACKWARD, ANYRT_SLOT_OP_AVG_POOL_BACKWARD, 0x87000u, -1,
    3, avg_pool_backward_tensors,
    2, avg_pool_backward_symbols,
    4, avg_pool_backward_attrs, sizeof(anyrt_avg_pool_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_avg_pool_backward,
    2, avg_pool_backward_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_avg_pool_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, const int64_t* kernel_size, const int64_t* strides, const int64_t* pads, bool count_include_pad, int n) {
    const anyrt_tensor_desc_t tensors[] = {dx, dy, x};
    anyrt_avg_pool_backward_attrs_t attrs = {0};
    for (int i = 0; i < 3; ++i) attrs.kernel_size[i] = kernel_size != NULL && i < n ? kernel_size[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    for (int i = 0; i < 3; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    attrs.count_include_pad = count_include_pad;
    attrs.n = n;
    return anyrt__op_create(&avg_pool_backward_info, "create_avg_pool_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_avg_pool_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, const void* dy, const void* x, anyrt_stream_t stream) {
    void* const data[] = {dx, (void*)dy, (void*)x};
    anyrt_avg_pool_backward_attrs_t attrs = {0};
    return anyrt__op_run(&avg_pool_backward_info, "avg_pool_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- batch_norm */
static const anyrt__op_tensor_rule_t batch_norm_tensors[] = {
    {"y", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"save_mean", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"save_invstd", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"running_mean", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"running_var", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"x", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"bias", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
};
static const char* const batch_norm_symbols[] = {"nb", "c", "s"};
static const anyrt__op_attr_rule_t batch_norm_attrs[] = {
    {"momentum", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_batch_norm_attrs_t, momentum), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"eps", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_batch_norm_attrs_t, eps), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t batch_norm_info = {
    "batch_norm", ANYRT_OP_BATCH_NORM, ANYRT_SLOT_OP_BATCH_NORM, 0x87000u, -1,
    8, batch_norm_tensors,
    3, batch_norm_symbols,
    2, batch_norm_attrs, sizeof(anyrt_batch_norm_attrs_t),
    0, NULL,
    anyrt__impl_op_batch_norm,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_batch_norm_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t x, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float momentum, float eps) {
    const anyrt_tensor_desc_t tensors[] = {y, save_mean, save_invstd, running_mean, running_var, x, weight, bias};
    anyrt_batch_norm_attrs_t attrs = {0};
    attrs.momentum = momentum;
    attrs.eps = eps;
    return anyrt__op_create(&batch_norm_info, "create_batch_norm_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_batch_norm(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, void* save_mean, void* save_invstd, void* running_mean, void* running_var, const void* x, const void* weight, const void* bias, anyrt_stream_t stream) {
    void* const data[] = {y, save_mean, save_invstd, running_mean, running_var, (void*)x, (void*)weight, (void*)bias};
    anyrt_batch_norm_attrs_t attrs = {0};
    return anyrt__op_run(&batch_norm_info, "batch_norm", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- batch_norm_inference */
static const anyrt__op_tensor_rule_t batch_norm_inference_tensors[] = {
    {"y", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"running_mean", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"running_var", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"bias", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
};
static const char* const batch_norm_inference_symbols[] = {"nb", "c", "s"};
static const anyrt__op_attr_rule_t batch_norm_inference_attrs[] = {
    {"eps", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_batch_norm_inference_attrs_t, eps), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t batch_norm_inference_info = {
    "batch_norm_inference", ANYRT_OP_BATCH_NORM_INFERENCE, ANYRT_SLOT_OP_BATCH_NORM_INFERENCE, 0x87000u, -1,
    6, batch_norm_inference_tensors,
    3, batch_norm_inference_symbols,
    1, batch_norm_inference_attrs, sizeof(anyrt_batch_norm_inference_attrs_t),
    0, NULL,
    anyrt__impl_op_batch_norm_inference,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_batch_norm_inference_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t running_mean, anyrt_tensor_desc_t running_var, anyrt_tensor_desc_t weight, anyrt_tensor_desc_t bias, float eps) {
    const anyrt_tensor_desc_t tensors[] = {y, x, running_mean, running_var, weight, bias};
    anyrt_batch_norm_inference_attrs_t attrs = {0};
    attrs.eps = eps;
    return anyrt__op_create(&batch_norm_inference_info, "create_batch_norm_inference_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_batch_norm_inference(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* running_mean, const void* running_var, const void* weight, const void* bias, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)running_mean, (void*)running_var, (void*)weight, (void*)bias};
    anyrt_batch_norm_inference_attrs_t attrs = {0};
    return anyrt__op_run(&batch_norm_inference_info, "batch_norm_inference", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- batch_norm_backward */
static const anyrt__op_tensor_rule_t batch_norm_backward_tensors[] = {
    {"dx", 1, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"dweight", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"dbias", 1, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
    {"dy", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 0, 3, {{0, 0, 1, 0}, {1, 0, 1, 0}, {2, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"save_mean", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"save_invstd", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"weight", 0, 0, 1, {{1, 0, 1, 0}}, 0u, 0, 0, 0, 1, -1},
};
static const char* const batch_norm_backward_symbols[] = {"nb", "c", "s"};
static const anyrt__op_attr_rule_t batch_norm_backward_attrs[] = {
    {"training", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_batch_norm_backward_attrs_t, training), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t batch_norm_backward_info = {
    "batch_norm_backward", ANYRT_OP_BATCH_NORM_BACKWARD, ANYRT_SLOT_OP_BATCH_NORM_BACKWARD, 0x87000u, -1,
    8, batch_norm_backward_tensors,
    3, batch_norm_backward_symbols,
    1, batch_norm_backward_attrs, sizeof(anyrt_batch_norm_backward_attrs_t),
    0, NULL,
    anyrt__impl_op_batch_norm_backward,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_batch_norm_backward_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t dx, anyrt_tensor_desc_t dweight, anyrt_tensor_desc_t dbias, anyrt_tensor_desc_t dy, anyrt_tensor_desc_t x, anyrt_tensor_desc_t save_mean, anyrt_tensor_desc_t save_invstd, anyrt_tensor_desc_t weight, bool training) {
    const anyrt_tensor_desc_t tensors[] = {dx, dweight, dbias, dy, x, save_mean, save_invstd, weight};
    anyrt_batch_norm_backward_attrs_t attrs = {0};
    attrs.training = training;
    return anyrt__op_create(&batch_norm_backward_info, "create_batch_norm_backward_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_batch_norm_backward(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* dx, void* dweight, void* dbias, const void* dy, const void* x, const void* save_mean, const void* save_invstd, const void* weight, anyrt_stream_t stream) {
    void* const data[] = {dx, dweight, dbias, (void*)dy, (void*)x, (void*)save_mean, (void*)save_invstd, (void*)weight};
    anyrt_batch_norm_backward_attrs_t attrs = {0};
    return anyrt__op_run(&batch_norm_backward_info, "batch_norm_backward", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- adamw_step */
static const anyrt__op_tensor_rule_t adamw_step_tensors[] = {
    {"param_out", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"exp_avg_out", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"exp_avg_sq_out", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"param", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"grad", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"exp_avg", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"exp_avg_sq", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t adamw_step_attrs[] = {
    {"lr", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_adamw_step_attrs_t, lr), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"beta1", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_adamw_step_attrs_t, beta1), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"beta2", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_adamw_step_attrs_t, beta2), 0.0, 1.0, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"eps", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_adamw_step_attrs_t, eps), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"weight_decay", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_adamw_step_attrs_t, weight_decay), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"step", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_adamw_step_attrs_t, step), 1.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t adamw_step_info = {
    "adamw_step", ANYRT_OP_ADAMW_STEP, ANYRT_SLOT_OP_ADAMW_STEP, 0x87000u, -1,
    7, adamw_step_tensors,
    0, NULL,
    6, adamw_step_attrs, sizeof(anyrt_adamw_step_attrs_t),
    0, NULL,
    anyrt__impl_op_adamw_step,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_adamw_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t exp_avg_out, anyrt_tensor_desc_t exp_avg_sq_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t exp_avg, anyrt_tensor_desc_t exp_avg_sq) {
    const anyrt_tensor_desc_t tensors[] = {param_out, exp_avg_out, exp_avg_sq_out, param, grad, exp_avg, exp_avg_sq};
    anyrt_adamw_step_attrs_t attrs = {0};
    return anyrt__op_create(&adamw_step_info, "create_adamw_step_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_adamw_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* exp_avg_out, void* exp_avg_sq_out, const void* param, const void* grad, const void* exp_avg, const void* exp_avg_sq, float lr, float beta1, float beta2, float eps, float weight_decay, int step, anyrt_stream_t stream) {
    void* const data[] = {param_out, exp_avg_out, exp_avg_sq_out, (void*)param, (void*)grad, (void*)exp_avg, (void*)exp_avg_sq};
    anyrt_adamw_step_attrs_t attrs = {0};
    attrs.lr = lr;
    attrs.beta1 = beta1;
    attrs.beta2 = beta2;
    attrs.eps = eps;
    attrs.weight_decay = weight_decay;
    attrs.step = step;
    return anyrt__op_run(&adamw_step_info, "adamw_step", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- sgd_step */
static const anyrt__op_tensor_rule_t sgd_step_tensors[] = {
    {"param_out", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"momentum_buffer_out", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"param", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"grad", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"momentum_buffer", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t sgd_step_attrs[] = {
    {"lr", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_sgd_step_attrs_t, lr), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"momentum", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_sgd_step_attrs_t, momentum), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"dampening", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_sgd_step_attrs_t, dampening), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"weight_decay", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_sgd_step_attrs_t, weight_decay), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"nesterov", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_sgd_step_attrs_t, nesterov), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"init_buffer", ANYRT__OP_ATTR_INT, 0, offsetof(anyrt_sgd_step_attrs_t, init_buffer), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t sgd_step_info = {
    "sgd_step", ANYRT_OP_SGD_STEP, ANYRT_SLOT_OP_SGD_STEP, 0x87000u, -1,
    5, sgd_step_tensors,
    0, NULL,
    6, sgd_step_attrs, sizeof(anyrt_sgd_step_attrs_t),
    0, NULL,
    anyrt__impl_op_sgd_step,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_sgd_step_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t param_out, anyrt_tensor_desc_t momentum_buffer_out, anyrt_tensor_desc_t param, anyrt_tensor_desc_t grad, anyrt_tensor_desc_t momentum_buffer) {
    const anyrt_tensor_desc_t tensors[] = {param_out, momentum_buffer_out, param, grad, momentum_buffer};
    anyrt_sgd_step_attrs_t attrs = {0};
    return anyrt__op_create(&sgd_step_info, "create_sgd_step_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_sgd_step(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* param_out, void* momentum_buffer_out, const void* param, const void* grad, const void* momentum_buffer, float lr, float momentum, float dampening, float weight_decay, bool nesterov, bool init_buffer, anyrt_stream_t stream) {
    void* const data[] = {param_out, momentum_buffer_out, (void*)param, (void*)grad, (void*)momentum_buffer};
    anyrt_sgd_step_attrs_t attrs = {0};
    attrs.lr = lr;
    attrs.momentum = momentum;
    attrs.dampening = dampening;
    attrs.weight_decay = weight_decay;
    attrs.nesterov = nesterov;
    attrs.init_buffer = init_buffer;
    return anyrt__op_run(&sgd_step_info, "sgd_step", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- var */
static const anyrt__op_tensor_rule_t var_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t var_attrs[] = {
    {"correction", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_var_attrs_t, correction), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t var_info = {
    "var", ANYRT_OP_VAR, ANYRT_SLOT_OP_VAR, 0x87000u, -1,
    2, var_tensors,
    0, NULL,
    1, var_attrs, sizeof(anyrt_var_attrs_t),
    0, NULL,
    anyrt__impl_op_var,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_var_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_var_attrs_t attrs = {0};
    attrs.correction = correction;
    return anyrt__op_create(&var_info, "create_var_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_var(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_var_attrs_t attrs = {0};
    return anyrt__op_run(&var_info, "var", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- std */
static const anyrt__op_tensor_rule_t std_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const anyrt__op_attr_rule_t std_attrs[] = {
    {"correction", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_std_attrs_t, correction), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t std_info = {
    "std", ANYRT_OP_STD, ANYRT_SLOT_OP_STD, 0x87000u, -1,
    2, std_tensors,
    0, NULL,
    1, std_attrs, sizeof(anyrt_std_attrs_t),
    0, NULL,
    anyrt__impl_op_std,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_std_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, float correction) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_std_attrs_t attrs = {0};
    attrs.correction = correction;
    return anyrt__op_create(&std_info, "create_std_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_std(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_std_attrs_t attrs = {0};
    return anyrt__op_run(&std_info, "std", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- logsumexp */
static const anyrt__op_tensor_rule_t logsumexp_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};

static const anyrt__op_info_t logsumexp_info = {
    "logsumexp", ANYRT_OP_LOGSUMEXP, ANYRT_SLOT_OP_LOGSUMEXP, 0x87000u, -1,
    2, logsumexp_tensors,
    0, NULL,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_logsumexp,
    0, NULL, -1,
    1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_logsumexp_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    return anyrt__op_create(&logsumexp_info, "create_logsumexp_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_logsumexp(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    return anyrt__op_run(&logsumexp_info, "logsumexp", desc, workspace, workspace_size, data, NULL, stream);
}

/* ---- isin */
static const anyrt__op_tensor_rule_t isin_tensors[] = {
    {"y", 1, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"t", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const isin_symbols[] = {"n"};
static const anyrt__op_attr_rule_t isin_attrs[] = {
    {"invert", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_isin_attrs_t, invert), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t isin_info = {
    "isin", ANYRT_OP_ISIN, ANYRT_SLOT_OP_ISIN, 0x870fcu, -1,
    3, isin_tensors,
    1, isin_symbols,
    1, isin_attrs, sizeof(anyrt_isin_attrs_t),
    0, NULL,
    anyrt__impl_op_isin,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_isin_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t t, bool invert) {
    const anyrt_tensor_desc_t tensors[] = {y, x, t};
    anyrt_isin_attrs_t attrs = {0};
    attrs.invert = invert;
    return anyrt__op_create(&isin_info, "create_isin_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_isin(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* t, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)t};
    anyrt_isin_attrs_t attrs = {0};
    return anyrt__op_run(&isin_info, "isin", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- nonzero */
static const anyrt__op_tensor_rule_t nonzero_tensors[] = {
    {"y", 1, 0, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0x40u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
};
static const char* const nonzero_symbols[] = {"k", "r"};
static const anyrt__op_attr_rule_t nonzero_attrs[] = {
    {"fill_value", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_nonzero_attrs_t, fill_value), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
};

static const anyrt__op_info_t nonzero_info = {
    "nonzero", ANYRT_OP_NONZERO, ANYRT_SLOT_OP_NONZERO, 0x870fcu, -1,
    2, nonzero_tensors,
    2, nonzero_symbols,
    1, nonzero_attrs, sizeof(anyrt_nonzero_attrs_t),
    0, NULL,
    anyrt__impl_op_nonzero,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_nonzero_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, int fill_value) {
    const anyrt_tensor_desc_t tensors[] = {y, x};
    anyrt_nonzero_attrs_t attrs = {0};
    attrs.fill_value = fill_value;
    return anyrt__op_create(&nonzero_info, "create_nonzero_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_nonzero(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x};
    anyrt_nonzero_attrs_t attrs = {0};
    return anyrt__op_run(&nonzero_info, "nonzero", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- masked_select */
static const anyrt__op_tensor_rule_t masked_select_tensors[] = {
    {"y", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"mask", 0, 1, 0, {{-1, 0, 1, 0}}, 0x4u, 0, 0, 0, 0, -1},
};
static const char* const masked_select_symbols[] = {"k"};

static const anyrt__op_info_t masked_select_info = {
    "masked_select", ANYRT_OP_MASKED_SELECT, ANYRT_SLOT_OP_MASKED_SELECT, 0x870fcu, -1,
    3, masked_select_tensors,
    1, masked_select_symbols,
    0, NULL, 0,
    0, NULL,
    anyrt__impl_op_masked_select,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_masked_select_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t mask) {
    const anyrt_tensor_desc_t tensors[] = {y, x, mask};
    return anyrt__op_create(&masked_select_info, "create_masked_select_descriptor", handle, desc, tensors, NULL);
}

ANYRT_API anyrt_status_t anyrt_masked_select(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* mask, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)mask};
    return anyrt__op_run(&masked_select_info, "masked_select", desc, workspace, workspace_size, data, NULL, stream);
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
    &abs_info,
    &neg_info,
    &sign_info,
    &square_info,
    &exp_info,
    &exp2_info,
    &expm1_info,
    &log_info,
    &log2_info,
    &log10_info,
    &log1p_info,
    &sqrt_info,
    &rsqrt_info,
    &sin_info,
    &cos_info,
    &tan_info,
    &asin_info,
    &acos_info,
    &atan_info,
    &sinh_info,
    &cosh_info,
    &asinh_info,
    &acosh_info,
    &atanh_info,
    &erfc_info,
    &floor_info,
    &ceil_info,
    &round_info,
    &trunc_info,
    &bitwise_not_info,
    &logical_not_info,
    &isnan_info,
    &isinf_info,
    &isfinite_info,
    &div_info,
    &floor_divide_info,
    &remainder_info,
    &fmod_info,
    &pow_info,
    &maximum_info,
    &minimum_info,
    &fmax_info,
    &fmin_info,
    &atan2_info,
    &hypot_info,
    &copysign_info,
    &logaddexp_info,
    &bitwise_and_info,
    &bitwise_or_info,
    &bitwise_xor_info,
    &eq_info,
    &ne_info,
    &lt_info,
    &le_info,
    &gt_info,
    &ge_info,
    &logical_and_info,
    &logical_or_info,
    &logical_xor_info,
    &where_info,
    &lerp_info,
    &addcmul_info,
    &addcdiv_info,
    &relu_backward_info,
    &silu_backward_info,
    &gelu_backward_info,
    &gelutanh_backward_info,
    &sigmoid_backward_info,
    &tanh_backward_info,
    &relu6_info,
    &softsign_info,
    &tanhshrink_info,
    &selu_info,
    &logaddexp2_info,
    &bitwise_right_shift_info,
    &broadcast_to_info,
    &hardsigmoid_info,
    &mish_info,
    &logsigmoid_info,
    &frac_info,
    &sinc_info,
    &signbit_info,
    &leaky_relu_info,
    &elu_info,
    &hardshrink_info,
    &softshrink_info,
    &threshold_info,
    &nan_to_num_info,
    &xlogy_info,
    &xlog1py_info,
    &heaviside_info,
    &sum_info,
    &mean_info,
    &prod_info,
    &amax_info,
    &amin_info,
    &norm_info,
    &any_info,
    &all_info,
    &count_nonzero_info,
    &cast_info,
    &uniform_info,
    &normal_info,
    &bernoulli_info,
    &randint_info,
    &masked_fill_info,
    &arange_info,
    &linspace_info,
    &tril_info,
    &triu_info,
    &one_hot_info,
    &gather_info,
    &index_select_info,
    &scatter_info,
    &scatter_add_info,
    &index_add_info,
    &cumsum_info,
    &cumprod_info,
    &topk_info,
    &sort_info,
    &argsort_info,
    &argmax_info,
    &argmin_info,
    &histc_info,
    &softmax_backward_info,
    &log_softmax_backward_info,
    &layer_norm_backward_info,
    &rms_norm_backward_info,
    &nll_loss_info,
    &cross_entropy_backward_info,
    &nll_loss_backward_info,
    &embedding_backward_info,
    &conv_backward_data_info,
    &conv_backward_filter_info,
    &max_pool_info,
    &max_pool_backward_info,
    &avg_pool_info,
    &avg_pool_backward_info,
    &batch_norm_info,
    &batch_norm_inference_info,
    &batch_norm_backward_info,
    &adamw_step_info,
    &sgd_step_info,
    &var_info,
    &std_info,
    &logsumexp_info,
    &isin_info,
    &nonzero_info,
    &masked_select_info,
};
