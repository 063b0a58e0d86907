/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/masked_select.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's count_nonzero, masked_select: the run counts the mask, waits, allocates the output with anyrt_malloc (the caller frees it: infinirtFree) and fills it */
#ifndef __INFINIOP_MASKED_SELECT_API_H__
#define __INFINIOP_MASKED_SELECT_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopMaskedSelectDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateMaskedSelectDescriptor(infiniopHandle_t handle, infiniopMaskedSelectDescriptor_t* desc_ptr, infiniopTensorDescriptor_t input_desc, infiniopTensorDescriptor_t mask_desc);
__INFINI_C __export infiniStatus_t infiniopGetMaskedSelectWorkspaceSize(infiniopMaskedSelectDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopMaskedSelect(infiniopMaskedSelectDescriptor_t desc, void* workspace, size_t workspace_size, const void* input, const bool* mask, void** data_ptr, size_t* dlen, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyMaskedSelectDescriptor(infiniopMaskedSelectDescriptor_t desc);

#endif
