/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/attention.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Causal attention with a contiguous KV cache (InfiniOP's Attention): writes `k` and `v` into the caches at `pos` (`k_cache[:, pos + i] = k[:, i]`), then `out[i, h] = softmax(q[h, i] . k_j / sqrt(d) for j <= pos + i) @ v_j` over the cache, with kv head `h // (hq / hkv)` (`hq` a multiple of `hkv`). f16/bf16 compute in f32. The caches are updated in place, so `anyrt.ops` needs them given (`out=(out, k_cache, v_cache)`). `pos + s > l` is refused. */
#ifndef __INFINIOP_ATTENTION_API_H__
#define __INFINIOP_ATTENTION_API_H__

#include "../operator_descriptor.h"
#include "gemm.h"
#include "swiglu.h"

typedef struct InfiniopDescriptor *infiniopAttentionDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAttentionDescriptor(infiniopHandle_t handle, infiniopAttentionDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t k_cache_desc, infiniopTensorDescriptor_t v_cache_desc, size_t pos);
__INFINI_C __export infiniStatus_t infiniopGetAttentionWorkspaceSize(infiniopAttentionDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAttention(infiniopAttentionDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* q, const void* k, const void* v, void* k_cache, void* v_cache, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAttentionDescriptor(infiniopAttentionDescriptor_t desc);

#endif
