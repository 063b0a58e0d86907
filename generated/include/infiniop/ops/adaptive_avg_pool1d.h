/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/adaptive_avg_pool1d.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_ADAPTIVE_AVG_POOL1D_API_H__
#define __INFINIOP_ADAPTIVE_AVG_POOL1D_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAdaptiveAvgPool1dDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool1dDescriptor(infiniopHandle_t handle, infiniopAdaptiveAvgPool1dDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t input_desc);
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool1dWorkspaceSize(infiniopAdaptiveAvgPool1dDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool1d(infiniopAdaptiveAvgPool1dDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool1dDescriptor(infiniopAdaptiveAvgPool1dDescriptor_t desc);

#endif
