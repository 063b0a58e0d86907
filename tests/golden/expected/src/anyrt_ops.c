/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Operators: each spec/operators.yaml entry as rule tables for the engine (runtime/core/ops.c) and
 * its two public calls. */
#include <math.h>
#include <stddef.h>

#include "ops_private.h"

/* ---- scale */
static const anyrt__op_tensor_rule_t scale_tensors[] = {
    {"y", 1, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"x", 0, 1, 2, {{0, 0, 1, 0}, {1, 0, 1, 0}}, 0u, 0, 0, 0, 0, -1},
    {"table", 0, 0, 2, {{-1, 2, 1, 0}, {1, 0, 2, 0}}, 0x2u, 1, 0, 0, 0, -1},
};
static const char* const scale_symbols[] = {"s", "d"};
static const anyrt__op_attr_rule_t scale_attrs[] = {
    {"alpha", ANYRT__OP_ATTR_FLOAT, 0, offsetof(anyrt_scale_attrs_t, alpha), 0.0, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"beta", ANYRT__OP_ATTR_FLOAT, 1, offsetof(anyrt_scale_attrs_t, beta), -INFINITY, INFINITY, -1, NULL, -1, 0, 0, NULL, -1, -1},
    {"axis", ANYRT__OP_ATTR_INT, 1, offsetof(anyrt_scale_attrs_t, axis), -INFINITY, INFINITY, 0, NULL, -1, 0, 0, NULL, -1, -1},
    {"mode", ANYRT__OP_ATTR_ENUM, 1, offsetof(anyrt_scale_attrs_t, mode), -INFINITY, INFINITY, -1, anyrt__valid_mode, -1, 0, 0, NULL, -1, -1},
};
static const anyrt__op_require_t scale_require[] = {{1, 0, 0, -1}};

static const anyrt__op_info_t scale_info = {
    "scale", ANYRT_OP_SCALE, ANYRT_SLOT_OP_SCALE, 0x2u, 1,
    3, scale_tensors,
    2, scale_symbols,
    4, scale_attrs, sizeof(anyrt_scale_attrs_t),
    1, scale_require,
    anyrt__impl_op_scale,
    0, NULL, -1,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_scale_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t table, float beta, int axis, anyrt_mode_t mode) {
    const anyrt_tensor_desc_t tensors[] = {y, x, table};
    anyrt_scale_attrs_t attrs = {0};
    attrs.beta = beta;
    attrs.axis = axis;
    attrs.mode = mode;
    return anyrt__op_create(&scale_info, "create_scale_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_scale(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* table, float alpha, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)table};
    anyrt_scale_attrs_t attrs = {0};
    attrs.alpha = alpha;
    return anyrt__op_run(&scale_info, "scale", desc, workspace, workspace_size, data, &attrs, stream);
}

/* ---- window */
static const anyrt__op_tensor_rule_t window_tensors[] = {
    {"y", 1, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, 0},
    {"x", 0, 0, 1, {{0, 0, 1, 0}}, 0u, 0, 0, 0, 0, 1},
    {"k", 0, 0, 0, {{-1, 0, 1, 0}}, 0u, 0, 0, 0, 0, 2},
};
static const char* const window_symbols[] = {"c"};
static const anyrt__op_group_t window_groups[] = {{"out", 0, 5, {1, 2, -1, -2, -2}}, {"spatial", -1, 0, {0}}, {"kernel", -1, 0, {0}}};
static const anyrt__op_attr_rule_t window_attrs[] = {
    {"pads", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_window_attrs_t, pads), 0.0, INFINITY, -1, NULL, -1, 2, offsetof(anyrt_window_attrs_t, n), "n", -1, -1},
    {"strides", ANYRT__OP_ATTR_INT_ARRAY, 1, offsetof(anyrt_window_attrs_t, strides), 1.0, INFINITY, -1, NULL, -1, 2, offsetof(anyrt_window_attrs_t, n), "n", -1, -1},
};

static const anyrt__op_info_t window_info = {
    "window", ANYRT_OP_WINDOW, ANYRT_SLOT_OP_WINDOW, 0x2u, -1,
    3, window_tensors,
    1, window_symbols,
    2, window_attrs, sizeof(anyrt_window_attrs_t),
    0, NULL,
    anyrt__impl_op_window,
    3, window_groups, 0,
    -1,
    0,
};

ANYRT_API anyrt_status_t anyrt_create_window_descriptor(anyrt_op_handle_t handle, anyrt_op_desc_t* desc, anyrt_tensor_desc_t y, anyrt_tensor_desc_t x, anyrt_tensor_desc_t k, const int64_t* pads, const int64_t* strides, int n) {
    const anyrt_tensor_desc_t tensors[] = {y, x, k};
    anyrt_window_attrs_t attrs = {0};
    for (int i = 0; i < 2; ++i) attrs.pads[i] = pads != NULL && i < n ? pads[i] : 0;
    for (int i = 0; i < 2; ++i) attrs.strides[i] = strides != NULL && i < n ? strides[i] : 1;
    attrs.n = n;
    return anyrt__op_create(&window_info, "create_window_descriptor", handle, desc, tensors, &attrs);
}

ANYRT_API anyrt_status_t anyrt_window(anyrt_op_desc_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* k, anyrt_stream_t stream) {
    void* const data[] = {y, (void*)x, (void*)k};
    anyrt_window_attrs_t attrs = {0};
    return anyrt__op_run(&window_info, "window", desc, workspace, workspace_size, data, &attrs, stream);
}

const anyrt__op_info_t* const anyrt__op_infos[ANYRT_OP_COUNT] = {
    &scale_info,
    &window_info,
};
