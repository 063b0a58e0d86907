/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/mul.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `c = a * b`, broadcasting. */
#ifndef __INFINIOP_MUL_API_H__
#define __INFINIOP_MUL_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopMulDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateMulDescriptor(infiniopHandle_t handle, infiniopMulDescriptor_t* desc_ptr, infiniopTensorDescriptor_t c, infiniopTensorDescriptor_t a, infiniopTensorDescriptor_t b);
__INFINI_C __export infiniStatus_t infiniopGetMulWorkspaceSize(infiniopMulDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopMul(infiniopMulDescriptor_t desc, void* workspace, size_t workspace_size, void* c, const void* a, const void* b, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyMulDescriptor(infiniopMulDescriptor_t desc);

#endif
