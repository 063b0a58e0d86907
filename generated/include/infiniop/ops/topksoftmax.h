/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/topksoftmax.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: MoE routing: per token (row of `x`, one logit per expert), the `topk` largest of `softmax(x)` in `values` (descending) and their experts in `indices`; with `norm` not 0 the kept probabilities are divided by their sum. Ties go to the lower expert. As InfiniCore's Topksoftmax: InfiniOP's create takes only `x`, its run `topk`; f16/bf16 compute in f32. */
#ifndef __INFINIOP_TOPKSOFTMAX_API_H__
#define __INFINIOP_TOPKSOFTMAX_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopTopksoftmaxDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateTopksoftmaxDescriptor(infiniopHandle_t handle, infiniopTopksoftmaxDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x_desc);
__INFINI_C __export infiniStatus_t infiniopGetTopksoftmaxWorkspaceSize(infiniopTopksoftmaxDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopTopksoftmax(infiniopTopksoftmaxDescriptor_t desc, void* workspace, size_t workspace_size, void* values, void* indices, const void* x, const size_t topk, const int norm, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyTopksoftmaxDescriptor(infiniopTopksoftmaxDescriptor_t desc);

#endif
