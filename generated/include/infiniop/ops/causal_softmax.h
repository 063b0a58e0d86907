/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/causal_softmax.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: Softmax over the last dim with a causal mask: in row `i` of `s`, position `j` counts only when `j <= i + t - s`. */
#ifndef __INFINIOP_CAUSAL_SOFTMAX_API_H__
#define __INFINIOP_CAUSAL_SOFTMAX_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopCausalSoftmaxDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateCausalSoftmaxDescriptor(infiniopHandle_t handle, infiniopCausalSoftmaxDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc);
__INFINI_C __export infiniStatus_t infiniopGetCausalSoftmaxWorkspaceSize(infiniopCausalSoftmaxDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopCausalSoftmax(infiniopCausalSoftmaxDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyCausalSoftmaxDescriptor(infiniopCausalSoftmaxDescriptor_t desc);

#endif
