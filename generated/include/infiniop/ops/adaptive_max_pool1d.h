/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/adaptive_max_pool1d.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_ADAPTIVE_MAX_POOL1D_API_H__
#define __INFINIOP_ADAPTIVE_MAX_POOL1D_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAdaptiveMaxPool1dDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveMaxPool1dDescriptor(infiniopHandle_t handle, infiniopAdaptiveMaxPool1dDescriptor_t* desc, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc, size_t output_size);
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveMaxPool1dWorkspaceSize(infiniopAdaptiveMaxPool1dDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAdaptiveMaxPool1d(infiniopAdaptiveMaxPool1dDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveMaxPool1dDescriptor(infiniopAdaptiveMaxPool1dDescriptor_t desc);

#endif
