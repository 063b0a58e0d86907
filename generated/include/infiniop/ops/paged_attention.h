/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/paged_attention.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Decode attention over a paged KV cache, one query token per sequence: for sequence `i` of `seq_lens[i]` tokens, whose token `j` lies in block `block_tables[i, j // bs]` at offset `j % bs`, `out[i, h] = softmax(scale * q[i, h] . k_j + alibi_slopes[h] * (j - seq_lens[i] + 1)) @ v_j`, with `k_j`, `v_j` of kv head `h // (hq / hkv)` (grouped-query attention; `hq` a multiple of `hkv`). f16/bf16 compute in f32. `alibi_slopes` may be left out (None, a NULL descriptor). A sequence of 0 tokens gives zeros; a length beyond its table or a block outside the pool is refused. */
#ifndef __INFINIOP_PAGED_ATTENTION_API_H__
#define __INFINIOP_PAGED_ATTENTION_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPagedAttentionDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionDescriptor(infiniopHandle_t handle, infiniopPagedAttentionDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t seq_lens_desc, infiniopTensorDescriptor_t alibi_slopes_desc, float scale);
__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionWorkspaceSize(infiniopPagedAttentionDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPagedAttention(infiniopPagedAttentionDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* alibi_slopes, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionDescriptor(infiniopPagedAttentionDescriptor_t desc);

#endif
