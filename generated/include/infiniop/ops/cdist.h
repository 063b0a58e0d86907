/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/cdist.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_CDIST_API_H__
#define __INFINIOP_CDIST_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopCdistDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateCdistDescriptor(infiniopHandle_t handle, infiniopCdistDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x1_desc, infiniopTensorDescriptor_t x2_desc, double p);
__INFINI_C __export infiniStatus_t infiniopGetCdistWorkspaceSize(infiniopCdistDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopCdist(infiniopCdistDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x1, const void* x2, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyCdistDescriptor(infiniopCdistDescriptor_t desc);

#endif
