/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/recurrent_gated_delta_rule.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Not served by anyrt (anyrt has no such operator yet): its functions answer INFINI_STATUS_NOT_IMPLEMENTED. */
#ifndef __INFINIOP_RECURRENT_GATED_DELTA_RULE_API_H__
#define __INFINIOP_RECURRENT_GATED_DELTA_RULE_API_H__

#include <stdbool.h>
#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopRecurrentGatedDeltaRuleDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateRecurrentGatedDeltaRuleDescriptor(infiniopHandle_t handle, infiniopRecurrentGatedDeltaRuleDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out_desc, infiniopTensorDescriptor_t initial_state_desc, infiniopTensorDescriptor_t final_state_desc, infiniopTensorDescriptor_t q_desc, infiniopTensorDescriptor_t k_desc, infiniopTensorDescriptor_t v_desc, infiniopTensorDescriptor_t g_desc, infiniopTensorDescriptor_t beta_desc, infiniopTensorDescriptor_t initial_state_indices_desc, infiniopTensorDescriptor_t final_state_indices_desc, bool use_qk_l2norm);
__INFINI_C __export infiniStatus_t infiniopGetRecurrentGatedDeltaRuleWorkspaceSize(infiniopRecurrentGatedDeltaRuleDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopRecurrentGatedDeltaRule(infiniopRecurrentGatedDeltaRuleDescriptor_t desc, void* workspace, size_t workspace_size, void* out, void* initial_state, void* final_state, const void* q, const void* k, const void* v, const void* g, const void* beta, const void* initial_state_indices, const void* final_state_indices, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyRecurrentGatedDeltaRuleDescriptor(infiniopRecurrentGatedDeltaRuleDescriptor_t desc);

#endif
