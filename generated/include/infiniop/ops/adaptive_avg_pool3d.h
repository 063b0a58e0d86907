/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/adaptive_avg_pool3d.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_ADAPTIVE_AVG_POOL3D_API_H__
#define __INFINIOP_ADAPTIVE_AVG_POOL3D_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAdaptiveAvgPool3DDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAdaptiveAvgPool3DDescriptor(infiniopHandle_t handle, infiniopAdaptiveAvgPool3DDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x, size_t* output_size);
__INFINI_C __export infiniStatus_t infiniopGetAdaptiveAvgPool3DWorkspaceSize(infiniopAdaptiveAvgPool3DDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAdaptiveAvgPool3D(infiniopAdaptiveAvgPool3DDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAdaptiveAvgPool3DDescriptor(infiniopAdaptiveAvgPool3DDescriptor_t desc);

#endif
