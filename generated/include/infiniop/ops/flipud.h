/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/flipud.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast: a copy from input's view whose dim 0 steps backwards */
#ifndef __INFINIOP_FLIPUD_API_H__
#define __INFINIOP_FLIPUD_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopFlipudDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateFlipudDescriptor(infiniopHandle_t handle, infiniopFlipudDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t input);
__INFINI_C __export infiniStatus_t infiniopGetFlipudWorkspaceSize(infiniopFlipudDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopFlipud(infiniopFlipudDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* input, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyFlipudDescriptor(infiniopFlipudDescriptor_t desc);

#endif
