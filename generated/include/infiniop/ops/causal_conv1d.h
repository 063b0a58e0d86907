/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/causal_conv1d.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_CAUSAL_CONV1D_API_H__
#define __INFINIOP_CAUSAL_CONV1D_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopCausalConv1dDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateCausalConv1dDescriptor(infiniopHandle_t handle, infiniopCausalConv1dDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t conv_state_desc, infiniopTensorDescriptor_t final_conv_state_desc, infiniopTensorDescriptor_t qkv_desc, infiniopTensorDescriptor_t weight_desc, infiniopTensorDescriptor_t bias_desc, infiniopTensorDescriptor_t cu_seqlens_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc);
__INFINI_C __export infiniStatus_t infiniopGetCausalConv1dWorkspaceSize(infiniopCausalConv1dDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopCausalConv1d(infiniopCausalConv1dDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* conv_state, void* final_conv_state, const void* qkv, const void* weight, const void* bias, const void* cu_seqlens, const void* initial_state_indices, const void* final_state_indices, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyCausalConv1dDescriptor(infiniopCausalConv1dDescriptor_t desc);

#endif
