/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/topkrouter.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: DeepSeek-V3's MoE router, as InfiniCore's Topkrouter (its fixed config: 256 experts in 8 groups of 32, 4 groups kept, probabilities renormalized): per token, scores `sigmoid(x) + correction_bias`; each group scores the sum of its two best; outside the 4 best groups scores become 0; the `topk` best experts (descending, ties to the lower one) go to `indices`, their `sigmoid(x)` scaled to `routed_scaling_factor * p / sum(p)` to `values`. InfiniOP's create takes `x` and `correction_bias`, its run `routed_scaling_factor` and `topk`; f16/bf16 compute in f32. */
#ifndef __INFINIOP_TOPKROUTER_API_H__
#define __INFINIOP_TOPKROUTER_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopTopkrouterDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateTopkrouterDescriptor(infiniopHandle_t handle, infiniopTopkrouterDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x_desc, infiniopTensorDescriptor_t correction_bias_desc);
__INFINI_C __export infiniStatus_t infiniopGetTopkrouterWorkspaceSize(infiniopTopkrouterDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopTopkrouter(infiniopTopkrouterDescriptor_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, const void* correction_bias, const float routed_scaling_factor, const size_t topk, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyTopkrouterDescriptor(infiniopTopkrouterDescriptor_t desc);

#endif
