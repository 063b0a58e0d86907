/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/select_last_token_hidden.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `output[0, r, :] = hidden_states.reshape(-1, h)[input_offsets[r + 1] - 1, :]`: each request's last token's hidden state, from the tokens of a packed batch (request `r` ends at `input_offsets[r + 1]`, `b + 1` entries). Only the ends are read, so they need not be in order; an end outside [1, s * t] fails the run (InfiniCore's cpu kernel returns BAD_PARAM). */
#ifndef __INFINIOP_SELECT_LAST_TOKEN_HIDDEN_API_H__
#define __INFINIOP_SELECT_LAST_TOKEN_HIDDEN_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopSelectLastTokenHiddenDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateSelectLastTokenHiddenDescriptor(infiniopHandle_t handle, infiniopSelectLastTokenHiddenDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output_desc, infiniopTensorDescriptor_t hidden_states_desc, infiniopTensorDescriptor_t input_offsets_desc);
__INFINI_C __export infiniStatus_t infiniopSelectLastTokenHidden(infiniopSelectLastTokenHiddenDescriptor_t desc, void* output, const void* hidden_states, const void* input_offsets, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroySelectLastTokenHiddenDescriptor(infiniopSelectLastTokenHiddenDescriptor_t desc);

#endif
