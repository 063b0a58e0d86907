/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* InfiniCore's infiniop/ops/atanh.h, its declarations as upstream's (recorded in
 * spec/compat/infinicore.yaml). Served by anyrt: `y = np.arctanh(x)` elementwise, broadcasting (NumPy notation). */
#ifndef __INFINIOP_ATANH_API_H__
#define __INFINIOP_ATANH_API_H__

#include "../operator_descriptor.h"

typedef struct InfiniopDescriptor *infiniopAtanhDescriptor_t;

__INFINI_C __export infiniStatus_t infiniopCreateAtanhDescriptor(infiniopHandle_t handle, infiniopAtanhDescriptor_t* desc_ptr, infiniopTensorDescriptor_t y, infiniopTensorDescriptor_t a);
__INFINI_C __export infiniStatus_t infiniopGetAtanhWorkspaceSize(infiniopAtanhDescriptor_t desc, size_t* size);
__INFINI_C __export infiniStatus_t infiniopAtanh(infiniopAtanhDescriptor_t desc, void* workspace, size_t workspace_size, void* y, const void* a, void* stream);
__INFINI_C __export infiniStatus_t infiniopDestroyAtanhDescriptor(infiniopAtanhDescriptor_t desc);

#endif
