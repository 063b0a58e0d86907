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

/* InfiniCore's CPU device runs every call on the calling thread (it has no CPU streams), and its
 * programs use the results when the call returns; anyrt's cpu streams are queues. So such a call
 * while a cpu device is current waits for its stream before returning. */
static anyrt_status_t infiniop__complete_on_cpu(anyrt_status_t st, void *stream) {
    anyrt_device_kind_t kind;
    int index;
    if (st != ANYRT_STATUS_SUCCESS || anyrt_get_device(&kind, &index) != ANYRT_STATUS_SUCCESS || kind != ANYRT_DEVICE_KIND_CPU)
        return st;
    return anyrt_synchronize_stream((anyrt_stream_t)stream);
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gemm((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, alpha, beta, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_add((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_sub((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_mul((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_relu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_silu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_sigmoid((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_swiglu((anyrt_op_desc_t)desc, workspace, workspace_size, c, a, b, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rms_norm((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, w, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_causal_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rope((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, pos_ids, sin_table, cos_table, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyRoPEDescriptor(infiniopRoPEDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- rearrange */

__INFINI_C __export infiniStatus_t infiniopCreateRearrangeDescriptor(infiniopHandle_t handle, infiniopRearrangeDescriptor_t *desc_ptr, infiniopTensorDescriptor_t dst, infiniopTensorDescriptor_t src) {
    return infiniop__status(anyrt_create_rearrange_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)dst, (anyrt_tensor_desc_t)src));
}

__INFINI_C __export infiniStatus_t infiniopRearrange(infiniopRearrangeDescriptor_t desc, void *dst, const void *src, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_rearrange((anyrt_op_desc_t)desc, NULL, 0, dst, src, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_random_sample((anyrt_op_desc_t)desc, workspace, workspace_size, result, probs, random_val, topp, topk, temperature, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_zeros((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
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
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_ones((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyOnesDescriptor(infiniopOnesDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- add_rms_norm */

__INFINI_C __export infiniStatus_t infiniopCreateAddRMSNormDescriptor(infiniopHandle_t handle, infiniopAddRMSNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t residual_out, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b, infiniopTensorDescriptor_t weight, float epsilon) {
    return infiniop__status(anyrt_create_add_rms_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)residual_out, (anyrt_tensor_desc_t)a, (anyrt_tensor_desc_t)b, (anyrt_tensor_desc_t)weight, (float)epsilon));
}

__INFINI_C __export infiniStatus_t infiniopGetAddRMSNormWorkspaceSize(infiniopAddRMSNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopAddRMSNorm(infiniopAddRMSNormDescriptor_t desc, void *workspace, size_t workspace_size, void *y, void *residual_out, const void *a, const void *b, const void *weight, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_add_rms_norm((anyrt_op_desc_t)desc, workspace, workspace_size, y, residual_out, a, b, weight, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyAddRMSNormDescriptor(infiniopAddRMSNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- gelu */

__INFINI_C __export infiniStatus_t infiniopCreateGeluDescriptor(infiniopHandle_t handle, infiniopGeluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_gelu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetGeluWorkspaceSize(infiniopGeluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopGelu(infiniopGeluDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gelu((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGeluDescriptor(infiniopGeluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- gelutanh */

__INFINI_C __export infiniStatus_t infiniopCreateGeluTanhDescriptor(infiniopHandle_t handle, infiniopGeluTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_gelutanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetGeluTanhWorkspaceSize(infiniopGeluTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopGeluTanh(infiniopGeluTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_gelutanh((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyGeluTanhDescriptor(infiniopGeluTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- quickgelu */

__INFINI_C __export infiniStatus_t infiniopCreateQuickGeluDescriptor(infiniopHandle_t handle, infiniopQuickGeluDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_quickgelu_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetQuickGeluWorkspaceSize(infiniopQuickGeluDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopQuickGelu(infiniopQuickGeluDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_quickgelu((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyQuickGeluDescriptor(infiniopQuickGeluDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- tanh */

__INFINI_C __export infiniStatus_t infiniopCreateTanhDescriptor(infiniopHandle_t handle, infiniopTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_tanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetTanhWorkspaceSize(infiniopTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopTanh(infiniopTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_tanh((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyTanhDescriptor(infiniopTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- erf */

__INFINI_C __export infiniStatus_t infiniopCreateErfDescriptor(infiniopHandle_t handle, infiniopErfDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_erf_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetErfWorkspaceSize(infiniopErfDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopErf(infiniopErfDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_erf((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyErfDescriptor(infiniopErfDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- reciprocal */

__INFINI_C __export infiniStatus_t infiniopCreateReciprocalDescriptor(infiniopHandle_t handle, infiniopReciprocalDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x) {
    return infiniop__status(anyrt_create_reciprocal_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x));
}

__INFINI_C __export infiniStatus_t infiniopGetReciprocalWorkspaceSize(infiniopReciprocalDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopReciprocal(infiniopReciprocalDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_reciprocal((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyReciprocalDescriptor(infiniopReciprocalDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- hardswish */

__INFINI_C __export infiniStatus_t infiniopCreateHardSwishDescriptor(infiniopHandle_t handle, infiniopHardSwishDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input) {
    return infiniop__status(anyrt_create_hardswish_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input));
}

__INFINI_C __export infiniStatus_t infiniopGetHardSwishWorkspaceSize(infiniopHardSwishDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopHardSwish(infiniopHardSwishDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_hardswish((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHardSwishDescriptor(infiniopHardSwishDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- softplus */

__INFINI_C __export infiniStatus_t infiniopCreateSoftplusDescriptor(infiniopHandle_t handle, infiniopSoftplusDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, float beta, float threshold) {
    return infiniop__status(anyrt_create_softplus_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (float)beta, (float)threshold));
}

__INFINI_C __export infiniStatus_t infiniopGetSoftplusWorkspaceSize(infiniopSoftplusDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopSoftplus(infiniopSoftplusDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_softplus((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroySoftplusDescriptor(infiniopSoftplusDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- hardtanh */

__INFINI_C __export infiniStatus_t infiniopCreateHardTanhDescriptor(infiniopHandle_t handle, infiniopHardTanhDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, float min_val, float max_val) {
    return infiniop__status(anyrt_create_hardtanh_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, (float)min_val, (float)max_val));
}

__INFINI_C __export infiniStatus_t infiniopGetHardTanhWorkspaceSize(infiniopHardTanhDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopHardTanh(infiniopHardTanhDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_hardtanh((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyHardTanhDescriptor(infiniopHardTanhDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- clip */

__INFINI_C __export infiniStatus_t infiniopCreateClipDescriptor(infiniopHandle_t handle, infiniopClipDescriptor_t *desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t min_val, infiniopTensorDescriptor_t max_val) {
    return infiniop__status(anyrt_create_clip_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)y, (anyrt_tensor_desc_t)x, (anyrt_tensor_desc_t)min_val, (anyrt_tensor_desc_t)max_val));
}

__INFINI_C __export infiniStatus_t infiniopGetClipWorkspaceSize(infiniopClipDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopClip(infiniopClipDescriptor_t desc, void *workspace, size_t workspace_size, void *y, const void *x, const void *min_val, const void *max_val, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_clip((anyrt_op_desc_t)desc, workspace, workspace_size, y, x, min_val, max_val, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyClipDescriptor(infiniopClipDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- log_softmax */

__INFINI_C __export infiniStatus_t infiniopCreateLogSoftmaxDescriptor(infiniopHandle_t handle, infiniopLogSoftmaxDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, int dim) {
    return infiniop__status(anyrt_create_log_softmax_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input, (int)dim));
}

__INFINI_C __export infiniStatus_t infiniopGetLogSoftmaxWorkspaceSize(infiniopLogSoftmaxDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopLogSoftmax(infiniopLogSoftmaxDescriptor_t desc, void *workspace, size_t workspace_size, void *output, const void *input, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_log_softmax((anyrt_op_desc_t)desc, workspace, workspace_size, output, input, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLogSoftmaxDescriptor(infiniopLogSoftmaxDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- layer_norm */

__INFINI_C __export infiniStatus_t infiniopCreateLayerNormDescriptor(infiniopHandle_t handle, infiniopLayerNormDescriptor_t *desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input_standardization, infiniopTensorDescriptor_t input_std_deviation, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t weight, infiniopTensorDescriptor_t bias, float eps) {
    return infiniop__status(anyrt_create_layer_norm_descriptor((anyrt_op_handle_t)handle, (anyrt_op_desc_t*)desc_ptr, (anyrt_tensor_desc_t)output, (anyrt_tensor_desc_t)input_standardization, (anyrt_tensor_desc_t)input_std_deviation, (anyrt_tensor_desc_t)input, (anyrt_tensor_desc_t)weight, (anyrt_tensor_desc_t)bias, (float)eps));
}

__INFINI_C __export infiniStatus_t infiniopGetLayerNormWorkspaceSize(infiniopLayerNormDescriptor_t desc, size_t *size) {
    return infiniop__status(anyrt_get_op_workspace_size((anyrt_op_desc_t)desc, size));
}

__INFINI_C __export infiniStatus_t infiniopLayerNorm(infiniopLayerNormDescriptor_t desc, void *workspace, size_t workspace_size, void *output, void *input_standardization, void *input_std_deviation, const void *input, const void *weight, const void *bias, void *stream) {
    return infiniop__run_status(infiniop__complete_on_cpu(anyrt_layer_norm((anyrt_op_desc_t)desc, workspace, workspace_size, output, input_standardization, input_std_deviation, input, weight, bias, (anyrt_stream_t)stream), stream));
}

__INFINI_C __export infiniStatus_t infiniopDestroyLayerNormDescriptor(infiniopLayerNormDescriptor_t desc) {
    return infiniop__status(anyrt_destroy_op_desc((anyrt_op_desc_t)desc));
}

/* ---- InfiniCore's functions anyrt does not serve (generated/docs/compat.md says why). Exported so
 * that programs built for InfiniCore link and load (its test harness binds every operator's
 * functions when it starts); each answers INFINI_STATUS_NOT_IMPLEMENTED and reads no argument, so
 * its parameter list is left out (the caller's arguments are ignored under every C calling
 * convention anyrt builds for). */
__INFINI_C __export infiniStatus_t infiniopAcos(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool1d(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool3D(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAdaptiveMaxPool1d(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAddbmm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAddcmul(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAddr(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAffineGrid(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAll(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopArgwhere(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAsin(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAsinh(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAsum(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAtanh(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAttention(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAvgPool1d(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAvgPool3d(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAwqMarlinGemm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAwqMarlinRepack(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopAxpy(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBCEWithLogits(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBitwiseRightShift(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBlasAmax(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBlasAmin(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBlasCopy(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBlasDot(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBlockDiag(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopBroadcastTo(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCausalConv1d(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCdist(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopChunkGatedDeltaRule(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopConv(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAcosDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool3DDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveMaxPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAddbmmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAddcmulDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAddrDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAffineGridDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAllDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateArgwhereDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAsinDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAsinhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAsumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAtanhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAvgPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAvgPool3dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAwqMarlinGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAwqMarlinRepackDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateAxpyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBCEWithLogitsDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBitwiseRightShiftDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBlasAmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBlasAminDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBlasCopyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBlasDotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBlockDiagDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateBroadcastToDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateCausalConv1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateCdistDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateChunkGatedDeltaRuleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateConvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateCrossEntropyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDeepseekMoeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDequantizeAWQDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDequantizeGPTQDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDiffDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDigammaDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDistDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateDotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateEmbeddingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateEqualDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateErfcDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateErfinvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFlashAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFlipudDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFloatPowerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFloorDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFloorDivideDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFminDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFmodDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFp8IndexerLogitsDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFp8IndexerQuantDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFp8MlaRmsnormCacheDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFp8SparseMlaDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFusedFFNDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFusedFp8IndexerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFusedGatedDeltaNetGatingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFusedMoeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateFusedMoeMxfp4Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateGaussianNllLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateGptqMarlinGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateGptqMarlinRepackDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateGptqQyblasGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateHingeEmbeddingLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateHistcDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateHuberLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateHypotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateI8GemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateIndexAddDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateIndexCopyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateInnerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateInterpolateDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateKVCachingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateKimiDeltaAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateKronDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateKthvalueDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLPNormDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLdexpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLerpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLinearMxfp4Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLog10Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLog1pDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLogAddExp2Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLogAddExpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLogCumSumExpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateLogdetDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMRoPEDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMambaSelectiveScanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMaskedSelectDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMatrixPowerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeAlignDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeFusedDenseDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeFusedGateDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeSumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeTopkSigmoidDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMoeTopkSoftmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMulScalarDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMultiMarginLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateMxfp4DequantizeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateNrm2Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateNsaCompressPagedCacheDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateNsaPagedAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePadDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionPrefillDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePagedCachingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePerChannelQuantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePerTensorDequantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePerTensorQuantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePixelShuffleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePreluDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreatePrepareMoeInputDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRandomSampleBatchDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRecurrentGatedDeltaRuleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRelu6Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRotgDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRotmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRotmgDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateRwkv5WkvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateScalDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateScatterDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSelectLastTokenHiddenDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSeluDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSiluAndMulDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSinhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSmoothL1LossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSoftsignDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateSwapDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTakeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTanhshrinkDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTopKDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTopkrouterDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTopksoftmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTripletMarginLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateTripletMarginWithDistanceLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateUnfoldDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateUpsampleBilinearDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateUpsampleNearestDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateVanderDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateVarDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCreateVarMeanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopCrossEntropy(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDeepseekMoe(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDeepseekMoeWithDevicePtrs(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDequantizeAWQ(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDequantizeGPTQ(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAcosDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool3DDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveMaxPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAddbmmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAddcmulDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAddrDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAffineGridDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAllDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyArgwhereDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAsinDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAsinhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAsumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAtanhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAvgPool1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAvgPool3dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAwqMarlinGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAwqMarlinRepackDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyAxpyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBCEWithLogitsDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBitwiseRightShiftDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBlasAmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBlasAminDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBlasCopyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBlasDotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBlockDiagDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyBroadcastToDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyCausalConv1dDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyCdistDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyChunkGatedDeltaRuleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyConvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyCrossEntropyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDeepseekMoeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeAWQDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDequantizeGPTQDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDiffDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDigammaDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDistDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyDotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyEmbeddingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyEqualDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyErfcDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyErfinvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFlashAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFlipudDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFloatPowerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFloorDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFloorDivideDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFminDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFmodDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFp8IndexerLogitsDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFp8IndexerQuantDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFp8MlaRmsnormCacheDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFp8SparseMlaDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFusedFFNDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFusedFp8IndexerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFusedGatedDeltaNetGatingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFusedMoeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyFusedMoeMxfp4Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyGaussianNllLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyGptqMarlinGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyGptqMarlinRepackDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyGptqQyblasGemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyHingeEmbeddingLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyHistcDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyHuberLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyHypotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyI8GemmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyIndexAddDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyIndexCopyDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyInnerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyInterpolateDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyKVCachingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyKimiDeltaAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyKronDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyKthvalueDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLPNormDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLdexpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLerpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLinearMxfp4Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLog10Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLog1pDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLogAddExp2Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLogAddExpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLogCumSumExpDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyLogdetDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMRoPEDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMambaSelectiveScanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMaskedSelectDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMatrixPowerDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeAlignDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeFusedDenseDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeFusedGateDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeSumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeTopkSigmoidDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMoeTopkSoftmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMulScalarDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMultiMarginLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyMxfp4DequantizeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyNrm2Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyNsaCompressPagedCacheDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyNsaPagedAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPadDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionPrefillDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPagedCachingDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPerChannelQuantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPerTensorDequantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPerTensorQuantI8Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPixelShuffleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPreluDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyPrepareMoeInputDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRecurrentGatedDeltaRuleDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRelu6Descriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRotDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRotgDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRotmDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRotmgDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyRwkv5WkvDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyScalDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyScatterDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySelectLastTokenHiddenDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySeluDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySiluAndMulDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySinhDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySmoothL1LossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySoftsignDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySumDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroySwapDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTakeDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTanhshrinkDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTopKDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTopkrouterDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTopksoftmaxDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTripletMarginLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyTripletMarginWithDistanceLossDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyUnfoldDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyUpsampleBilinearDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyUpsampleNearestDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyVanderDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyVarDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDestroyVarMeanDescriptor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDiff(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDigamma(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDist(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopDot(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopEmbedding(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopEqual(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopErfc(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopErfinv(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFlashAttention(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFlipud(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFloatPower(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFloor(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFloorDivide(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFmin(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFmod(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFp8IndexerLogits(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFp8IndexerQuant(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFp8MlaRmsnormCache(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFp8SparseMla(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFusedFFN(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFusedFp8Indexer(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFusedGatedDeltaNetGating(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFusedMoe(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopFusedMoeMxfp4(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGaussianNllLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAcosWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool1dWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool3DWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveMaxPool1dWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAddbmmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAddcmulWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAddrWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAffineGridWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAllWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetArgwhereWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAsinWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAsinhWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAsumWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAtanhWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAttentionWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAvgPool1dWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAvgPool3dWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAwqMarlinGemmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAwqMarlinRepackWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetAxpyWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBCEWithLogitsWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBitwiseRightShiftWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBlasAmaxWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBlasAminWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBlasCopyWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBlasDotWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBlockDiagWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetBroadcastToWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetCausalConv1dWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetCdistWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetChunkGatedDeltaRuleWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetConvWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetCrossEntropyWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDeepseekMoeWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDequantizeAWQWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDequantizeGPTQWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceId(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDescriptorDeviceType(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDiffWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDigammaWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDistWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetDotWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetEqualWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetErfcWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetErfinvWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFlashAttentionWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFlipudWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFloatPowerWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFloorDivideWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFloorWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFminWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFmodWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFp8SparseMlaWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFusedFFNWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFusedGatedDeltaNetGatingWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFusedMoeMxfp4WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetFusedMoeWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetGaussianNllLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetGptqMarlinGemmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetGptqMarlinRepackWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetGptqQyblasGemmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetHingeEmbeddingLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetHistcWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetHuberLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetHypotWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetI8GemmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetIndexAddWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetIndexCopyWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetInnerWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetInterpolateWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetKVCachingWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetKimiDeltaAttentionWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetKronWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetKthvalueWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLPNormWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLdexpWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLerpWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLinearMxfp4WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLog10WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLog1pWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLogAddExp2WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLogAddExpWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLogCumSumExpWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetLogdetWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMRoPEWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMambaSelectiveScanWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMaskedSelectWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMatrixPowerWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeAlignWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeFusedDenseWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeFusedGateWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeSumWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeTopkSigmoidWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMoeTopkSoftmaxWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMulScalarWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMultiMarginLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetMxfp4DequantizeWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetNrm2WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetNsaCompressPagedCacheWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetNsaPagedAttentionWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPadWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionPrefillWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPagedCachingWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPerChannelQuantI8WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPerTensorDequantI8WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPerTensorQuantI8WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPixelShuffleWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPreluWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetPrepareMoeInputWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRecurrentGatedDeltaRuleWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRelu6WorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRotWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRotgWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRotmWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRotmgWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetRwkv5WkvWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetScalWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetScatterWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSeluWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSiluAndMulWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSinhWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSmoothL1LossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSoftsignWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSumWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetSwapWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTakeWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTanWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTanhshrinkWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTopKWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTopkrouterWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTopksoftmaxWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTripletMarginLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetTripletMarginWithDistanceLossWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetUnfoldWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetUpsampleBilinearWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetUpsampleNearestWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetVanderWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetVarMeanWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGetVarWorkspaceSize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGptqMarlinGemm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGptqMarlinRepack(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopGptqQyblasGemm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopHingeEmbeddingLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopHistc(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopHuberLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopHypot(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopI8Gemm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopIndexAdd(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopIndexCopy(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopInner(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopInterpolate(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopKVCaching(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopKimiDeltaAttention(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopKron(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopKthvalue(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLPNorm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLdexp(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLerp(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLinearMxfp4(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLog10(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLog1p(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLogAddExp(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLogAddExp2(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLogCumSumExp(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopLogdet(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMRoPE(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMambaSelectiveScan(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMaskedSelect(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMatrixPower(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeAlign(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeFusedDense(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeFusedGate(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeSum(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeTopkSigmoid(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMoeTopkSoftmax(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMulScalar(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMultiMarginLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopMxfp4Dequantize(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopNrm2(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopNsaCompressPagedCache(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopNsaPagedAttention(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPad(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPagedAttention(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPagedAttentionPrefill(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPagedCaching(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPerChannelQuantI8(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPerTensorDequantI8(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPerTensorQuantI8(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPixelShuffle(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPrelu(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopPrepareMoeInput(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRandomSampleBatch(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRecurrentGatedDeltaRule(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRelu6(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRot(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRotg(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRotm(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRotmg(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopRwkv5Wkv(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopScal(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopScatter(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSelectLastTokenHidden(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSelu(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSiluAndMul(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSinh(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSmoothL1Loss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSoftsign(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSum(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopSwap(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTake(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTan(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTanhshrink(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTopK(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTopkrouter(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTopksoftmax(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTripletMarginLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopTripletMarginWithDistanceLoss(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopUnfold(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopUpsampleBilinear(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopUpsampleNearest(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopVander(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopVar(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
__INFINI_C __export infiniStatus_t infiniopVarMean(void) { return INFINI_STATUS_NOT_IMPLEMENTED; }
