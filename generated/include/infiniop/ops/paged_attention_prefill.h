/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/paged_attention_prefill.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt yet: its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_PAGED_ATTENTION_PREFILL_API_H__
#define __INFINIOP_PAGED_ATTENTION_PREFILL_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPagedAttentionPrefillDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionPrefillDescriptor(infiniopHandle_t handle, infiniopPagedAttentionPrefillDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t seq_lens_desc, infiniopTensorDescriptor_t cum_seq_lens_q_desc, infiniopTensorDescriptor_t alibi_slopes_desc, float scale);
__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionPrefillWorkspaceSize(infiniopPagedAttentionPrefillDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPagedAttentionPrefill(infiniopPagedAttentionPrefillDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* cum_seq_lens_q, const void* alibi_slopes, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionPrefillDescriptor(infiniopPagedAttentionPrefillDescriptor_t desc);

#endif
