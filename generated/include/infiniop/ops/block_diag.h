/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/block_diag.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_BLOCK_DIAG_API_H__
#define __INFINIOP_BLOCK_DIAG_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopBlockDiagDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateBlockDiagDescriptor(infiniopHandle_t handle, infiniopBlockDiagDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t* x, size_t num_inputs);
__INFINI_C __export infiniStatus_t infiniopGetBlockDiagWorkspaceSize(infiniopBlockDiagDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopBlockDiag(infiniopBlockDiagDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void** x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyBlockDiagDescriptor(infiniopBlockDiagDescriptor_t desc);

#endif
