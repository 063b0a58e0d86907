/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/binary_cross_entropy_with_logits.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_BINARY_CROSS_ENTROPY_WITH_LOGITS_API_H__
#define __INFINIOP_BINARY_CROSS_ENTROPY_WITH_LOGITS_API_H__

#include "../operator_descriptor.h"

typedef enum {
    INFINIOP_REDUCTION_NONE = 0,
    INFINIOP_REDUCTION_MEAN = 1,
    INFINIOP_REDUCTION_SUM = 2,
} infiniopReduction_t;

typedef struct InfiniopDescriptor *infiniopBCEWithLogitsDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateBCEWithLogitsDescriptor(infiniopHandle_t handle, infiniopBCEWithLogitsDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t logits, infiniopTensorDescriptor_t target, infiniopTensorDescriptor_t weight, infiniopTensorDescriptor_t pos_weight, infiniopReduction_t reduction);
__INFINI_C __export infiniStatus_t infiniopGetBCEWithLogitsWorkspaceSize(infiniopBCEWithLogitsDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopBCEWithLogits(infiniopBCEWithLogitsDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* logits, const void* target, const void* weight, const void* pos_weight, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyBCEWithLogitsDescriptor(infiniopBCEWithLogitsDescriptor_t desc);

#endif
