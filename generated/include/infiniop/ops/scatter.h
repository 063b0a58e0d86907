/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/scatter.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast, scatter, scatter_add: input copied to output, then updates assigned (reduction 0) or added (1) in place along `axis` (moved last), on output's view of indices' size; multiply (2): NOT_IMPLEMENTED */
#ifndef __INFINIOP_SCATTER_API_H__
#define __INFINIOP_SCATTER_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopScatterDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateScatterDescriptor(infiniopHandle_t handle, infiniopScatterDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t indices, infiniopTensorDescriptor_t updates, int axis, int reduction);
__INFINI_C __export infiniStatus_t infiniopGetScatterWorkspaceSize(infiniopScatterDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopScatter(infiniopScatterDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, const void* indices, const void* updates, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyScatterDescriptor(infiniopScatterDescriptor_t desc);

#endif
