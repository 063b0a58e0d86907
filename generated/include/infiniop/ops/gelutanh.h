/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/gelutanh.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))`: GELU's tanh approximation. */
#ifndef __INFINIOP_GELUTANH_API_H__
#define __INFINIOP_GELUTANH_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopGeluTanhDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateGeluTanhDescriptor(infiniopHandle_t handle, infiniopGeluTanhDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x);
__INFINI_C __export infiniStatus_t infiniopGetGeluTanhWorkspaceSize(infiniopGeluTanhDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopGeluTanh(infiniopGeluTanhDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyGeluTanhDescriptor(infiniopGeluTanhDescriptor_t desc);

#endif
