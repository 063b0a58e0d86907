/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/triplet_margin_loss.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_TRIPLET_MARGIN_LOSS_API_H__
#define __INFINIOP_TRIPLET_MARGIN_LOSS_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopTripletMarginLossDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateTripletMarginLossDescriptor(infiniopHandle_t handle, infiniopTripletMarginLossDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t anchor, infiniopTensorDescriptor_t positive, infiniopTensorDescriptor_t negative, float margin, int p, float eps, int swap, int reduction);
__INFINI_C __export infiniStatus_t infiniopGetTripletMarginLossWorkspaceSize(infiniopTripletMarginLossDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopTripletMarginLoss(infiniopTripletMarginLossDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* anchor, const void* positive, const void* negative, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyTripletMarginLossDescriptor(infiniopTripletMarginLossDescriptor_t desc);

#endif
