/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/rot.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast, mul, addcmul: x copied to the workspace and c, s cast there to x's dtype; then x = c*x + s*y and y = c*y - s*x in place */
#ifndef __INFINIOP_ROT_API_H__
#define __INFINIOP_ROT_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopRotDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateRotDescriptor(infiniopHandle_t handle, infiniopRotDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t s);
__INFINI_C __export infiniStatus_t infiniopGetRotWorkspaceSize(infiniopRotDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopRot(infiniopRotDescriptor_t desc, void* workspace, size_t workspace_size, void* x, void* y, const void* c, const void* s, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyRotDescriptor(infiniopRotDescriptor_t desc);

#endif
