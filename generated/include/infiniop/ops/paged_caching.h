/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/paged_caching.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt yet: its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_PAGED_CACHING_API_H__
#define __INFINIOP_PAGED_CACHING_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPagedCachingDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePagedCachingDescriptor(infiniopHandle_t handle, infiniopPagedCachingDescriptor_t* desc_ptr, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t slot_mapping_desc);
__INFINI_C __export infiniStatus_t infiniopGetPagedCachingWorkspaceSize(infiniopPagedCachingDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPagedCaching(infiniopPagedCachingDescriptor_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* slot_mapping, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPagedCachingDescriptor(infiniopPagedCachingDescriptor_t desc);

#endif
