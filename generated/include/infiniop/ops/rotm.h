/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/rotm.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_ROTM_API_H__
#define __INFINIOP_ROTM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopRotmDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateRotmDescriptor(infiniopHandle_t handle, infiniopRotmDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t param);
__INFINI_C __export infiniStatus_t infiniopGetRotmWorkspaceSize(infiniopRotmDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopRotm(infiniopRotmDescriptor_t desc, void* workspace, size_t workspace_size, void* x, void* y, const void* param, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyRotmDescriptor(infiniopRotmDescriptor_t desc);

#endif
