/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/argwhere.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's count_nonzero, nonzero: the run counts the nonzero elements, waits, allocates [count, ndim] int64 with anyrt_malloc (the caller frees it: infinirtFree) and fills it */
#ifndef __INFINIOP_ARGWHERE_API_H__
#define __INFINIOP_ARGWHERE_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopArgwhereDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateArgwhereDescriptor(infiniopHandle_t handle, infiniopArgwhereDescriptor_t* desc_ptr, infiniopTensorDescriptor_t input_desc);
__INFINI_C __export infiniStatus_t infiniopGetArgwhereWorkspaceSize(infiniopArgwhereDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopArgwhere(infiniopArgwhereDescriptor_t desc, void* workspace, size_t workspace_size, void** output, size_t* count, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyArgwhereDescriptor(infiniopArgwhereDescriptor_t desc);

#endif
