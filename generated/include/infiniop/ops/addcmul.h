/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/addcmul.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = x + value * t1 * t2` elementwise, broadcasting (NumPy notation). */
#ifndef __INFINIOP_ADDCMUL_API_H__
#define __INFINIOP_ADDCMUL_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAddcmulDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAddcmulDescriptor(infiniopHandle_t handle, infiniopAddcmulDescriptor_t* desc_ptr, infiniopTensorDescriptor_t out, infiniopTensorDescriptor_t input, infiniopTensorDescriptor_t tensor1, infiniopTensorDescriptor_t tensor2, float value);
__INFINI_C __export infiniStatus_t infiniopGetAddcmulWorkspaceSize(infiniopAddcmulDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAddcmul(infiniopAddcmulDescriptor_t desc, void* workspace, size_t workspace_size, void* out, const void* input, const void* tensor1, const void* tensor2, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAddcmulDescriptor(infiniopAddcmulDescriptor_t desc);

#endif
