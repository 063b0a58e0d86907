/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* libinfiniop.so: InfiniCore's operator API on top of libanyrt.so. Handles and descriptors are
 * anyrt's own (InfiniOP's opaque pointers are casts); a handle takes the current device, which
 * infinirtSetDevice sets. Statuses map as InfiniRT's do; a run whose workspace is too small is
 * INFINI_STATUS_INSUFFICIENT_WORKSPACE. */
#include <stdint.h>
#include <string.h>

#include "anyrt.h"
#include "infiniop.h"

static infiniStatus_t infiniop__status(anyrt_status_t st) {
    switch (st) {
    case ANYRT_STATUS_SUCCESS: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_WARNING: return INFINI_STATUS_SUCCESS;
    case ANYRT_STATUS_FAILED: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_ERROR: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INTERNAL_ERROR: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_INVALID_VALUE: return INFINI_STATUS_BAD_PARAM;
    case ANYRT_STATUS_INVALID_HANDLE: return INFINI_STATUS_NULL_POINTER;
    case ANYRT_STATUS_INVALID_DEVICE: return INFINI_STATUS_DEVICE_NOT_FOUND;
    case ANYRT_STATUS_OUT_OF_MEMORY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_SUPPORTED: return INFINI_STATUS_NOT_IMPLEMENTED;
    case ANYRT_STATUS_NOT_READY: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_NOT_INITIALIZED: return INFINI_STATUS_DEVICE_NOT_INITIALIZED;
    case ANYRT_STATUS_TIMEOUT: return INFINI_STATUS_INTERNAL_ERROR;
    case ANYRT_STATUS_BACKEND_NOT_FOUND: return INFINI_STATUS_DEVICE_TYPE_NOT_SUPPORTED;
    case ANYRT_STATUS_ABI_MISMATCH: return INFINI_STATUS_INTERNAL_ERROR;
    default: return INFINI_STATUS_INTERNAL_ERROR;
    }
}

/* A run refused for its workspace (the error names workspace_size) is InfiniOP's own status. */
static infiniStatus_t infiniop__run_status(anyrt_status_t st) {
    anyrt_error_info_t e;
    e.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE;
    if (st == ANYRT_STATUS_INVALID_VALUE && anyrt_get_last_error(&e) == ANYRT_STATUS_SUCCESS &&
        strcmp(e.param, "workspace_size") == 0)
        return INFINI_STATUS_INSUFFICIENT_WORKSPACE;
    return infiniop__status(st);
}

__INFINI_C __export infiniStatus_t infiniopCreateHandle(infiniopHandle_t *handle_ptr) {
    return infiniop__status(anyrt_create_op_handle((anyrt_op_handle_t*)handle_ptr));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHandle(infiniopHandle_t handle) {
    return infiniop__status(anyrt_destroy_op_handle((anyrt_op_handle_t)handle));
}

__INFINI_C __export infiniStatus_t infiniopCreateTensorDescriptor(infiniopTensorDescriptor_t *desc_ptr, size_t ndim, const size_t *shape, const ptrdiff_t *strides, infiniDtype_t dtype) {
    int64_t shape64[8], strides64[8];
    if (ndim > 8) return INFINI_STATUS_BAD_TENSOR_SHAPE;
    for (size_t i = 0; i < ndim; ++i) {
        if (shape == NULL) return INFINI_STATUS_NULL_POINTER;
        if (shape[i] > (size_t)INT64_MAX) return INFINI_STATUS_BAD_TENSOR_SHAPE;
        shape64[i] = (int64_t)shape[i];
        if (strides) strides64[i] = (int64_t)strides[i];
    }
    return infiniop__status(anyrt_create_tensor_desc((anyrt_tensor_desc_t*)desc_ptr, (anyrt_dtype_t)dtype, (int)ndim,
                                                     ndim ? shape64 : NULL, strides && ndim ? strides64 : NULL));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTensorDescriptor(infiniopTensorDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_tensor_desc((anyrt_tensor_desc_t)desc));
}

/* ---- gemm */

__INFINI_C __export infiniStatus_t infiniopCreateGemmDescriptor(infiniopHandle_t handle, infiniopGemmDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_gemm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetGemmWorkspaceSize(infiniopGemmDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopGemm(infiniopGemmDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, float alpha, float beta, void *stream) {
    return infiniop__run_status(anyrt_gemm((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, alpha, beta, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGemmDescriptor(infiniopGemmDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- add */

__INFINI_C __export infiniStatus_t infiniopCreateAddDescriptor(infiniopHandle_t handle, infiniopAddDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_add_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetAddWorkspaceSize(infiniopAddDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopAdd(infiniopAddDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(anyrt_add((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAddDescriptor(infiniopAddDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sub */

__INFINI_C __export infiniStatus_t infiniopCreateSubDescriptor(infiniopHandle_t handle, infiniopSubDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_sub_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetSubWorkspaceSize(infiniopSubDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSub(infiniopSubDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(anyrt_sub((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySubDescriptor(infiniopSubDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- mul */

__INFINI_C __export infiniStatus_t infiniopCreateMulDescriptor(infiniopHandle_t handle, infiniopMulDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_mul_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetMulWorkspaceSize(infiniopMulDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopMul(infiniopMulDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(anyrt_mul((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyMulDescriptor(infiniopMulDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- relu */

__INFINI_C __export infiniStatus_t infiniopCreateReluDescriptor(infiniopHandle_t handle, infiniopReluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_relu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetReluWorkspaceSize(infiniopReluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopRelu(infiniopReluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_relu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyReluDescriptor(infiniopReluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- silu */

__INFINI_C __export infiniStatus_t infiniopCreateSiluDescriptor(infiniopHandle_t handle, infiniopSiluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_silu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSiluWorkspaceSize(infiniopSiluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSilu(infiniopSiluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_silu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySiluDescriptor(infiniopSiluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- sigmoid */

__INFINI_C __export infiniStatus_t infiniopCreateSigmoidDescriptor(infiniopHandle_t handle, infiniopSigmoidDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_sigmoid_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetSigmoidWorkspaceSize(infiniopSigmoidDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSigmoid(infiniopSigmoidDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_sigmoid((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySigmoidDescriptor(infiniopSigmoidDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- swiglu */

__INFINI_C __export infiniStatus_t infiniopCreateSwiGLUDescriptor(infiniopHandle_t handle, infiniopSwiGLUDescriptor_t *desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b) {
    return infiniop__status(anyrt_create_swiglu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)c, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b));
}

__INFINI_C __export infiniStatus_t infiniopGetSwiGLUWorkspaceSize(infiniopSwiGLUDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSwiGLU(infiniopSwiGLUDescriptor_t desc, void *workspace, size_t workspace_size, void *c, const void *a, const void *b, void *stream) {
    return infiniop__run_status(anyrt_swiglu((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySwiGLUDescriptor(infiniopSwiGLUDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rms_norm */

__INFINI_C __export infiniStatus_t infiniopCreateRMSNormDescriptor(infiniopHandle_t handle, infiniopRMSNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t w, float epsilon) {
    return infiniop__status(anyrt_create_rms_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)w, (float)epsilon));
}

__INFINI_C __export infiniStatus_t infiniopGetRMSNormWorkspaceSize(infiniopRMSNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopRMSNorm(infiniopRMSNormDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *w, void *stream) {
    return infiniop__run_status(anyrt_rms_norm((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, w, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRMSNormDescriptor(infiniopRMSNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- softmax */

__INFINI_C __export infiniStatus_t infiniopCreateSoftmaxDescriptor(infiniopHandle_t handle, infiniopSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, int axis) {
    return infiniop__status(anyrt_create_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (int)axis));
}

__INFINI_C __export infiniStatus_t infiniopGetSoftmaxWorkspaceSize(infiniopSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSoftmax(infiniopSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySoftmaxDescriptor(infiniopSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- causal_softmax */

__INFINI_C __export infiniStatus_t infiniopCreateCausalSoftmaxDescriptor(infiniopHandle_t handle, infiniopCausalSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_causal_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetCausalSoftmaxWorkspaceSize(infiniopCausalSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopCausalSoftmax(infiniopCausalSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_causal_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyCausalSoftmaxDescriptor(infiniopCausalSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rope */

__INFINI_C __export infiniStatus_t infiniopCreateRoPEDescriptor(infiniopHandle_t handle, infiniopRoPEDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t pos_ids, infiniopTensorDescriptor_t sin_table, infiniopTensorDescriptor_t cos_table, infiniopRoPEAlgo_t algo) {
    return infiniop__status(anyrt_create_rope_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)pos_ids, (anyrt_tensor_desc_t)sin_table, (anyrt_tensor_desc_t)cos_table, (anyrt_rope_algo_t)algo));
}

__INFINI_C __export infiniStatus_t infiniopGetRoPEWorkspaceSize(infiniopRoPEDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopRoPE(infiniopRoPEDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *pos_ids, const void *sin_table, const void *cos_table, void *stream) {
    return infiniop__run_status(anyrt_rope((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, pos_ids, sin_table, cos_table, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRoPEDescriptor(infiniopRoPEDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rearrange */

__INFINI_C __export infiniStatus_t infiniopCreateRearrangeDescriptor(infiniopHandle_t handle, infiniopRearrangeDescriptor_t *desc_ptr, infiniopTensorDescriptor_t dst, infiniopTensorDescriptor_t src) {
    return infiniop__status(anyrt_create_rearrange_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)dst, (anyrt_tensor_desc_t)src));
}

__INFINI_C __export infiniStatus_t infiniopRearrange(infiniopRearrangeDescriptor_t desc, void *dst, const void *src, void *stream) {
    return infiniop__run_status(anyrt_rearrange((anyrt_op_desc_t)desc, NULL, 0, dst, src, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRearrangeDescriptor(infiniopRearrangeDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- random_sample */

__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleDescriptor(infiniopHandle_t handle, infiniopRandomSampleDescriptor_t *desc_ptr, infiniopTensorDescriptor_t result, infiniopTensorDescriptor_t probs) {
    return infiniop__status(anyrt_create_random_sample_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)result, (anyrt_tensor_desc_t)probs));
}

__INFINI_C __export infiniStatus_t infiniopGetRandomSampleWorkspaceSize(infiniopRandomSampleDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopRandomSample(infiniopRandomSampleDescriptor_t desc, void *workspace, size_t workspace_size, void *result, const void *probs, float random_val, float topp, int topk, float temperature, void *stream) {
    return infiniop__run_status(anyrt_random_sample((anyrt_op_desc_t)desc, workspace, workspace_size, result, probs, random_val, topp, topk, temperature, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRandomSampleDescriptor(infiniopRandomSampleDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- zeros */

__INFINI_C __export infiniStatus_t infiniopCreateZerosDescriptor(infiniopHandle_t handle, infiniopZerosDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_zeros_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetZerosWorkspaceSize(infiniopZerosDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopZeros(infiniopZerosDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_zeros((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyZerosDescriptor(infiniopZerosDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- ones */

__INFINI_C __export infiniStatus_t infiniopCreateOnesDescriptor(infiniopHandle_t handle, infiniopOnesDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_ones_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetOnesWorkspaceSize(infiniopOnesDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopOnes(infiniopOnesDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(anyrt_ones((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyOnesDescriptor(infiniopOnesDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}
