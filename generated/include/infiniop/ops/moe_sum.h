/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/moe_sum.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_MOE_SUM_API_H__
#define __INFINIOP_MOE_SUM_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopMoeSumDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateMoeSumDescriptor(infiniopHandle_t handle, infiniopMoeSumDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t input_desc);
__INFINI_C __export infiniStatus_t infiniopGetMoeSumWorkspaceSize(infiniopMoeSumDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopMoeSum(infiniopMoeSumDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyMoeSumDescriptor(infiniopMoeSumDescriptor_t desc);

#endif
