/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/lerp.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = start + weight * (end - start)`, from the nearer end (torch.lerp: exact at weight 0 and 1). */
#ifndef __INFINIOP_LERP_API_H__
#define __INFINIOP_LERP_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopLerpDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateLerpDescriptor(infiniopHandle_t handle, infiniopLerpDescriptor_t* desc_ptr, infiniopTensorDescriptor_t output, infiniopTensorDescriptor_t start, infiniopTensorDescriptor_t end, infiniopTensorDescriptor_t weight, float weight_scalar);
__INFINI_C __export infiniStatus_t infiniopGetLerpWorkspaceSize(infiniopLerpDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopLerp(infiniopLerpDescriptor_t desc, void* workspace, size_t workspace_size, void* output, const void* start, const void* end, const void* weight, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyLerpDescriptor(infiniopLerpDescriptor_t desc);

#endif
