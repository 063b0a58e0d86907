/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/blas_copy.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt's cast: y = x */
#ifndef __INFINIOP_BLAS_COPY_API_H__
#define __INFINIOP_BLAS_COPY_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopBlasCopyDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateBlasCopyDescriptor(infiniopHandle_t handle, infiniopBlasCopyDescriptor_t* desc_ptr, infiniopTensorDescriptor_t x, infiniopTensorDescriptor_t y);
__INFINI_C __export infiniStatus_t infiniopGetBlasCopyWorkspaceSize(infiniopBlasCopyDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopBlasCopy(infiniopBlasCopyDescriptor_t desc, void* workspace, size_t workspace_size, const void* x, void* y, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyBlasCopyDescriptor(infiniopBlasCopyDescriptor_t desc);

#endif
