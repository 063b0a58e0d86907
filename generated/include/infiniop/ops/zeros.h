/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/zeros.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = 0`; `x` only fixes the shape, as in InfiniOP. */
#ifndef __INFINIOP_ZEROS_API_H__
#define __INFINIOP_ZEROS_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopZerosDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateZerosDescriptor(infiniopHandle_t handle, infiniopZerosDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t x);
__INFINI_C __export infiniStatus_t infiniopGetZerosWorkspaceSize(infiniopZerosDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopZeros(infiniopZerosDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* x, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyZerosDescriptor(infiniopZerosDescriptor_t desc);

#endif
