/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/paged_attention_prefill.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Prefill (or chunked decode) attention over a paged KV cache: sequence `i` has the query tokens `cum_seq_lens_q[i]` to `cum_seq_lens_q[i + 1]` of `q` (packed), the last of its `seq_lens[i]` cached tokens (laid out as in paged_attention, the new ones already cached); query `t` of it sees the tokens up to its own position (causal), `alibi_slopes[h] * (j - position)` added where given. `cum_seq_lens_q` has `n + 1` entries, 0 first and `t` last. f16/bf16 compute in f32. Offsets out of order, a length beyond its table or a block outside the pool is refused. */
#ifndef __INFINIOP_PAGED_ATTENTION_PREFILL_API_H__
#define __INFINIOP_PAGED_ATTENTION_PREFILL_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopPagedAttentionPrefillDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreatePagedAttentionPrefillDescriptor(infiniopHandle_t handle, infiniopPagedAttentionPrefillDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, infiniopTensorDescriptor_t block_tables_desc, infiniopTensorDescriptor_t seq_lens_desc, infiniopTensorDescriptor_t cum_seq_lens_q_desc, infiniopTensorDescriptor_t alibi_slopes_desc, float scale);
__INFINI_C __export infiniStatus_t infiniopGetPagedAttentionPrefillWorkspaceSize(infiniopPagedAttentionPrefillDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopPagedAttentionPrefill(infiniopPagedAttentionPrefillDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k_cache, const void* v_cache, const void* block_tables, const void* seq_lens, const void* cum_seq_lens_q, const void* alibi_slopes, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyPagedAttentionPrefillDescriptor(infiniopPagedAttentionPrefillDescriptor_t desc);

#endif
