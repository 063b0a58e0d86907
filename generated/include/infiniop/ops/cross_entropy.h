/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/cross_entropy.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = logsumexp(x over the last dim) - x[target]`: the per-token loss of logits `x` against class indices `target` (no reduction, as InfiniCore); a `target` outside `[0, v)` gives 0 (an ignored token). f16/bf16 compute in f32. */
#ifndef __INFINIOP_CROSS_ENTROPY_API_H__
#define __INFINIOP_CROSS_ENTROPY_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopCrossEntropyDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateCrossEntropyDescriptor(infiniopHandle_t handle, infiniopCrossEntropyDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y_desc, infiniopTensorDescriptor_t x_desc, infiniopTensorDescriptor_t target_desc);
__INFINI_C __export infiniStatus_t infiniopGetCrossEntropyWorkspaceSize(infiniopCrossEntropyDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopCrossEntropy(infiniopCrossEntropyDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, const void* target, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyCrossEntropyDescriptor(infiniopCrossEntropyDescriptor_t desc);

#endif
