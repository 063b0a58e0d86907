/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/index_add.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = x`, then `y[..., index[j]] += alpha * src[..., j]`: the same positions in every row (torch.index_add(x, -1, index, src, alpha=alpha), Paddle's index_add; embedding's backward is dim 0 of the table's gradient, its transpose's last dim). Each position's sum in j order in f64, rounded to y's dtype at the end (integers: in int64 with alpha truncated, wrapping): the same bits for any thread count. y may be x. An index outside [0, n) fails the run. */
#ifndef __INFINIOP_INDEX_ADD_API_H__
#define __INFINIOP_INDEX_ADD_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopIndexAddDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateIndexAddDescriptor(infiniopHandle_t handle, infiniopIndexAddDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, int64_t dim, infiniopTensorDescriptor_t index, infiniopTensorDescriptor_t source, float alpha);
__INFINI_C __export infiniStatus_t infiniopGetIndexAddWorkspaceSize(infiniopIndexAddDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopIndexAdd(infiniopIndexAddDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* index, const void* source, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyIndexAddDescriptor(infiniopIndexAddDescriptor_t desc);

#endif
