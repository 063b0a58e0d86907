/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/mrope.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Multimodal rotary embedding (Qwen2-VL's M-RoPE), as InfiniCore's MRoPE: `q` and `k` ([tokens, heads * head_size]) rotate the first `rotary_dim` dims of each head rotate-half style (dim `i` with `i + rotary_dim/2`) by `cos`/`sin` rows at the token's position on one of three axes (t, h, w): pair `i` takes axis t below `section_t`, h below `section_t + section_h`, else w; `interleaved`: h where `i % 3 == 1` and `i < 3 * section_h`, w where `i % 3 == 2` and `i < 3 * section_w`, else t. Dims past `rotary_dim` are copied. `positions` is [3, tokens] (a text-only [tokens] row is the same row three times: stride 0). f16/bf16 compute in f32. */
#ifndef __INFINIOP_MROPE_API_H__
#define __INFINIOP_MROPE_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopMRoPEDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateMRoPEDescriptor(infiniopHandle_t handle, infiniopMRoPEDescriptor_t* desc_ptr, infiniopTensorDescriptor_t q_out, infiniopTensorDescriptor_t k_out, infiniopTensorDescriptor_t q, infiniopTensorDescriptor_t k, infiniopTensorDescriptor_t cos, infiniopTensorDescriptor_t sin, infiniopTensorDescriptor_t positions, int head_size, int rotary_dim, int section_t, int section_h, int section_w, bool interleaved);
__INFINI_C __export infiniStatus_t infiniopGetMRoPEWorkspaceSize(infiniopMRoPEDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopMRoPE(infiniopMRoPEDescriptor_t desc, void* workspace, size_t workspace_size, void* q_out, void* k_out, const void* q, const void* k, void const* cos, void const* sin, void const* positions, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyMRoPEDescriptor(infiniopMRoPEDescriptor_t desc);

#endif
