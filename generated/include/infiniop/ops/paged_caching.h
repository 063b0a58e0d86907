/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/paged_caching.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Writes each token's key and value into its slot of a paged cache: with `slot = slot_mapping[i]`, `k_cache[slot // bs, :, slot % bs, :] = k[i]` (and `v` alike); the rest of the caches is kept. The caches are updated in place, so `anyrt.ops` needs them given (`out=(k_cache, v_cache)`). Keys and values may have different head dims (DeepSeek's MLA). A slot outside the cache is refused; two tokens of one slot leave either's values. */
#ifndef __INFINIOP_PAGED_CACHING_API_H__
#define __INFINIOP_PAGED_CACHING_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPagedCachingDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePagedCachingDescriptor(infiniopHandle_t handle, infiniopPagedCachingDescriptor_t* desc_ptr, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t slot_mapping_desc);
__INFINI_C __export infiniStatus_t infiniopGetPagedCachingWorkspaceSize(infiniopPagedCachingDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPagedCaching(infiniopPagedCachingDescriptor_t desc, void* workspace, size_t workspace_size, void* k_cache, void* v_cache, const void* k, const void* v, const void* slot_mapping, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPagedCachingDescriptor(infiniopPagedCachingDescriptor_t desc);

#endif
